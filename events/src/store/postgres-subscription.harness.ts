import { EventEmitter } from 'node:events';
import type { Pool } from 'pg';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from './port';
import type { CommittedEvents } from './postgres-append';
import type { EventTextRow } from './postgres-read';
import { CatchUpSubscription } from './postgres-subscription';

// Test support for the subscription's unit specs (not part of the store).

/** An event of the in-memory log as the events table would store it, as a text row. */
function textRow(position: Checkpoint, revision: number): EventTextRow {
  const [xid = '0', at = '0'] = position.split(':');
  return {
    event_id: position,
    stream_id: 's',
    revision,
    type: 'Tested',
    data_text: JSON.stringify({ at: position }),
    metadata_text: '{}',
    created_at: new Date(0),
    xid_text: xid,
    position_text: at,
  };
}

/**
 * A subscription on a log held in memory, with a LISTEN client the test notifies by hand. The
 * timers are frozen, so nothing but a notice or a wake can start a read: no poll, no retry.
 */
function harness(batchSize?: number, gather?: () => Promise<void>) {
  const log: RecordedEvent[] = [];
  const rows: EventTextRow[] = [];
  const gates: Record<'read' | 'batch', Promise<void> | null> = { read: null, batch: null };
  const listener = Object.assign(new EventEmitter(), {
    query: () => Promise.resolve(),
    release: () => undefined,
  });
  let reads = 0;
  const batches: Checkpoint[] = [];
  const delivered: RecordedEvent[] = [];
  let arrived = () => {};
  const subscription = new CatchUpSubscription(
    {
      pool: { connect: () => Promise.resolve(listener) } as unknown as Pool,
      logger: { warn: () => undefined, error: () => undefined },
      pollIntervalMs: 3_600_000,
      readAll: async ({ after, limit }) => {
        reads += 1;
        const events = log.filter((e) => compareCheckpoints(e.position, after) > 0).slice(0, limit);
        if (gates.read) await gates.read;
        return { events, checkpoint: events.at(-1)?.position ?? after };
      },
      onStopped: () => undefined,
    },
    {
      batchSize,
      gather,
      onBatch: async (events, checkpoint) => {
        batches.push(checkpoint);
        delivered.push(...events);
        arrived();
        if (gates.batch) await gates.batch;
      },
    },
  );
  const append = (position: Checkpoint) => {
    const row = textRow(position, log.length);
    rows.push(row);
    log.push({
      id: position,
      type: 'Tested',
      data: { at: position },
      metadata: {},
      streamId: 's',
      revision: row.revision,
      position,
      created: new Date(0),
    } as RecordedEvent);
  };
  const nextBatch = () => new Promise<void>((resolve) => (arrived = resolve));
  /** Lets every read and batch already started run to its end (the fakes answer at once). */
  const settle = async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  /** Holds every read, or every batch in its onBatch, until the answer's release is called. */
  const hold = (which: 'read' | 'batch') => {
    let release = () => {};
    gates[which] = new Promise<void>((resolve) => (release = resolve));
    return () => {
      gates[which] = null;
      release();
    };
  };
  return {
    subscription,
    listener,
    append,
    nextBatch,
    settle,
    holdReads: () => hold('read'),
    holdBatches: () => hold('batch'),
    batches,
    reads: () => reads,
    /** A NOTIFY from the server, as the LISTEN client hands it over. */
    notify: (payload: string) =>
      listener.emit('notification', { channel: 'courtside_events_appended', payload }),
    /** An append by the subscription's own store: the event, then the store's wake. */
    appendHere: (position: Checkpoint) => {
      append(position);
      const batch = nextBatch();
      subscription.wake(position);
      return batch;
    },
    /** The events the batches held, in order. */
    delivered,
    /** The log as a read returns it. */
    log,
    /**
     * An append by its own store that found itself settled: the event, then the store's offer of
     * it with the checkpoint of the event before it in the log.
     */
    offerHere: (position: Checkpoint, notified?: Promise<void>) => {
      const after = log.at(-1)?.position ?? null;
      append(position);
      const committed: CommittedEvents = { after, position, rows: [rows.at(-1)!] };
      subscription.offer(committed, notified ?? Promise.resolve());
    },
  };
}

/** A harness whose subscription has read the empty log and sleeps until a notice or a wake. */
export async function caughtUp(batchSize?: number, gather?: () => Promise<void>) {
  const h = harness(batchSize, gather);
  await h.settle();
  return h;
}
