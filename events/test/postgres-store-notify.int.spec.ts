import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createPostgresEventStore, type NewEvent } from '../src/store';
import { newEvents as storeEvents, usePostgresStore } from './store-support';

/** The NOTIFY that wakes subscribers after an append commits. */

const fixture = usePostgresStore();

function newEvents(count: number): NewEvent[] {
  return storeEvents(count, 'AdapterChecked');
}

const WAIT = { timeout: 20_000, interval: 20 };

describe('PostgreSQL event store, when an append commits', () => {
  it('notifies courtside_events_appended with the checkpoint of what it appended', async () => {
    const listener = new pg.Client({ connectionString: fixture.database.url });
    await listener.connect();
    try {
      const notices: { channel: string; payload?: string }[] = [];
      listener.on('notification', ({ channel, payload }) => notices.push({ channel, payload }));
      await listener.query('LISTEN courtside_events_appended');

      const stream = `notify-${randomUUID()}`;
      const { position } = await fixture.store.append(stream, newEvents(1), {
        expectedRevision: 'any',
      });

      // A subscription that has read as far as the payload already need not read again.
      await vi.waitFor(
        () =>
          expect(notices).toContainEqual({
            channel: 'courtside_events_appended',
            payload: position,
          }),
        WAIT,
      );
    } finally {
      await listener.end();
    }
  });

  it('shares one NOTIFY among the appends that commit while one is on its way, sent when it ends', async () => {
    const ownPool = new pg.Pool({ connectionString: fixture.database.url, max: 5 });
    const own = createPostgresEventStore({ pool: ownPool });
    const listener = new pg.Client({ connectionString: fixture.database.url });
    await listener.connect();
    // The first NOTIFY is held back until released, as a slow round trip would hold it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const notices: number[] = [];
    const query = ownPool.query.bind(ownPool) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(ownPool, 'query').mockImplementation(((...args: unknown[]) => {
      if (!String(args[0]).startsWith('NOTIFY')) return query(...args);
      notices.push(notices.length);
      return (notices.length === 1 ? held : Promise.resolve()).then(() => query(...args));
    }) as unknown as pg.Pool['query']);
    try {
      const streams = Array.from({ length: 4 }, () => `coalesced-${randomUUID()}`);
      let notified = 0;
      listener.on('notification', () => (notified += 1));
      await listener.query('LISTEN courtside_events_appended');

      for (const stream of streams) {
        await own.append(stream, newEvents(1), { expectedRevision: 'no_stream' });
      }
      expect(notices).toHaveLength(1);

      release();
      // Both notifications arrive: the held one and the one shared by the three appends after.
      await vi.waitFor(() => expect(notified).toBe(2), WAIT);
      expect(notices).toHaveLength(2);

      // Once they have gone, the next append sends a NOTIFY of its own at once.
      await own.append(streams[0] ?? '', newEvents(1), { expectedRevision: 0 });
      await vi.waitFor(() => expect(notified).toBe(3), WAIT);
      expect(notices).toHaveLength(3);
    } finally {
      release();
      await listener.end();
      await own.close();
      await ownPool.end();
    }
  });
});
