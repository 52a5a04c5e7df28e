import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import type { EventMetadata } from '../src/metadata';
import { createPostgresEventStore, type PostgresEventStore } from '../src/store';
import {
  compareCheckpoints,
  type Checkpoint,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../src/store/port';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '../src/testing';

// Waiting is not timing: these only bound how long a missing event may take before failing.
export const WAIT = { timeout: 20_000, interval: 20 };

export function metadata(): EventMetadata {
  return {
    actor: { kind: 'system', id: null },
    ip: null,
    userAgent: 'store-contract',
    correlationId: randomUUID(),
    causationId: null,
    at: new Date('2025-03-01T18:30:00.000Z').toISOString(),
  };
}

export function newEvents(count: number, type = 'ContractChecked'): NewEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type,
    data: { index, label: `event ${index}` },
    metadata: metadata(),
  }));
}

/** Streams get random names so several suites (and adapters) can share one store. */
export function newStream(label: string): string {
  return `contract_${label}-${randomUUID().replaceAll('-', '')}`;
}

export function idsOf(events: { id: string }[]): string[] {
  return events.map((event) => event.id);
}

export function expectIncreasing(checkpoints: (Checkpoint | null)[]): void {
  for (let index = 1; index < checkpoints.length; index += 1) {
    expect(
      compareCheckpoints(checkpoints[index - 1] ?? null, checkpoints[index] ?? null),
    ).toBeLessThan(0);
  }
}

/** A subscription that records every batch it was given. */
export interface Recorder {
  events: RecordedEvent[];
  checkpoints: Checkpoint[];
  subscription: Subscription;
  of(stream: string): RecordedEvent[];
}

export function record(store: EventStore, after: Checkpoint | null, batchSize?: number): Recorder {
  const events: RecordedEvent[] = [];
  const checkpoints: Checkpoint[] = [];
  const subscription = store.subscribe({
    after,
    batchSize,
    async onBatch(batch, checkpoint) {
      events.push(...batch);
      checkpoints.push(checkpoint);
    },
  });
  return {
    events,
    checkpoints,
    subscription,
    of: (stream) => events.filter((event) => event.streamId === stream),
  };
}

/** A file's own database on the test server, with a pool and a PostgreSQL store on it. */
export interface PostgresStoreFixture {
  database: TestDatabase;
  pool: pg.Pool;
  store: PostgresEventStore;
}

/**
 * Sets up a file's own database, pool and migrated PostgreSQL store before its tests, and
 * closes them after. Read the fields inside tests and hooks, once `beforeAll` has run.
 */
export function usePostgresStore(max = 10): PostgresStoreFixture {
  const fixture = {} as PostgresStoreFixture;
  beforeAll(async () => {
    fixture.database = await createTestDatabase(testPostgresUrl());
    fixture.pool = new pg.Pool({ connectionString: fixture.database.url, max });
    fixture.store = createPostgresEventStore({ pool: fixture.pool });
    await fixture.store.migrate();
  });
  afterAll(async () => {
    await fixture.store?.close();
    await fixture.pool?.end();
    await fixture.database?.drop();
  });
  return fixture;
}
