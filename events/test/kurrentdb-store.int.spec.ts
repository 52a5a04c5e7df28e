import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKurrentDbEventStore } from '../src/store/kurrentdb';
import type { EventStore, NewEvent, RecordedEvent } from '../src/store/port';
import { startFakeKurrentDb, type FakeKurrentDb } from './fake-kurrentdb';
import { describeEventStoreContract } from './store-contract';
import { newEvents as storeEvents } from './store-support';

// The real server is optional: set KURRENTDB_URL (e.g. kurrentdb://localhost:2113?tls=false).
const realUrl = process.env.KURRENTDB_URL;
const WAIT = { timeout: 20_000, interval: 20 };

let fake: FakeKurrentDb;

beforeAll(async () => {
  fake = await startFakeKurrentDb();
});

afterAll(async () => {
  await fake?.stop();
});

function subjectAt(connectionString: () => string) {
  return async () => {
    const store = createKurrentDbEventStore({ connectionString: connectionString() });
    return { store, dispose: () => store.close() };
  };
}

describeEventStoreContract(
  'KurrentDB adapter on the fake KurrentDB',
  subjectAt(() => fake.connectionString),
);

// Registered only when configured, so an unconfigured run neither skips nor fakes it.
if (realUrl) {
  describeEventStoreContract(
    'KurrentDB adapter on a real KurrentDB',
    subjectAt(() => realUrl),
  );
}

function newEvents(count: number): NewEvent[] {
  return storeEvents(count, 'AdapterChecked');
}

describe('KurrentDB event store', () => {
  let store: EventStore;

  beforeAll(() => {
    store = createKurrentDbEventStore({ connectionString: fake.connectionString });
  });

  afterAll(async () => {
    await store?.close();
  });

  describe('when KurrentDB holds its own system events', () => {
    it('leaves them out of readAll and subscriptions', async () => {
      // The fake, like a fresh node, starts with $settings and $scavenges events.
      await store.append(`system-check-${randomUUID()}`, newEvents(2), {
        expectedRevision: 'no_stream',
      });
      const delivered: RecordedEvent[] = [];
      const subscription = store.subscribe({
        async onBatch(events) {
          delivered.push(...events);
        },
      });
      try {
        const page = await store.readAll({ limit: 1000 });
        await vi.waitFor(() => expect(delivered.length).toBe(page.events.length), WAIT);

        expect(page.events.length).toBeGreaterThanOrEqual(2);
        for (const event of [...page.events, ...delivered]) {
          expect(event.type.startsWith('$') || event.streamId.startsWith('$')).toBe(false);
          expect(event.position).toMatch(/^\d+:\d+$/);
        }
      } finally {
        await subscription.close();
      }
    });
  });

  describe('when the server goes away under a subscription', () => {
    it('reports the lost connection through onError', async () => {
      const own = await startFakeKurrentDb();
      const ownStore = createKurrentDbEventStore({ connectionString: own.connectionString });
      const errors: unknown[] = [];
      const delivered: RecordedEvent[] = [];
      const subscription = ownStore.subscribe({
        async onBatch(events) {
          delivered.push(...events);
        },
        onError: (error) => errors.push(error),
      });
      try {
        await ownStore.append(`doomed-${randomUUID()}`, newEvents(1), { expectedRevision: 'any' });
        await vi.waitFor(() => expect(delivered).toHaveLength(1), WAIT);

        await own.stop();

        await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), WAIT);
      } finally {
        await subscription.close();
        await ownStore.close();
      }
    });
  });
});
