import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EventMetadata } from '../src/metadata';
import {
  compareCheckpoints,
  type Checkpoint,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../src/store/port';

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
