import type { Pool } from 'pg';
import { APPENDED_CHANNEL, appendEvents } from './postgres-append';
import { guardPool } from './postgres-connection';
import { readAll, readStream, sharedReadAll } from './postgres-read';
import { migrateEventsTable } from './postgres-schema';
import { CatchUpSubscription, type EventStoreLogger } from './postgres-subscription';
import { compareCheckpoints, type Checkpoint, type EventStore } from './port';

export type { EventStoreLogger } from './postgres-subscription';

/** What the PostgreSQL adapter needs. The pool stays the caller's: close() never ends it. */
export interface PostgresEventStoreOptions {
  pool: Pool;
  /** Receives what cannot be thrown to a caller (NOTIFY or LISTEN failures). Default: console. */
  logger?: EventStoreLogger;
  /**
   * How often a caught-up subscription reads again without a NOTIFY (default 250 ms): an open
   * transaction can hold events back after their NOTIFY came, and nothing wakes it when it ends.
   */
  pollIntervalMs?: number;
}

/** The PostgreSQL event store, plus the idempotent DDL of its `events` table. */
export interface PostgresEventStore extends EventStore {
  /** Creates the `events` table and index if missing; safe to run concurrently. */
  migrate(): Promise<void>;
}

const consoleLogger: EventStoreLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/**
 * The NOTIFY after each append's COMMIT, coalesced: while one is on its way, the appends that
 * commit meanwhile share the next one, sent once it has ended and so still after their COMMIT,
 * which is all a subscriber needs to find their events. Under load a save then costs no NOTIFY
 * of its own, and every LISTEN connection wakes once for many saves instead of once for each.
 * Its payload is the last checkpoint it speaks for, so a subscription that has read that far
 * already (woken in its own process, say) need not read again.
 */
function appendNotifier(pool: Pool, logger: EventStoreLogger) {
  let inFlight: Promise<void> | null = null;
  let due: Checkpoint | null = null;
  // The appends committed since the last NOTIFY was sent, waiting for the next one to be.
  let waiting: Array<() => void> = [];
  const send = (position: Checkpoint): Promise<void> => {
    const covered = waiting;
    waiting = [];
    return (
      pool
        // A literal, quoted as SQL quotes one (a checkpoint is digits and a colon anyway).
        .query(`NOTIFY ${APPENDED_CHANNEL}, '${position.replaceAll("'", "''")}'`)
        .then(
          () => undefined,
          (error: unknown) => {
            logger.warn({ err: error }, 'could not notify subscribers of an append');
          },
        )
        .then(() => {
          for (const sent of covered) sent();
          const next = due;
          due = null;
          if (next === null) {
            inFlight = null;
            return undefined;
          }
          return send(next);
        })
    );
  };
  return {
    /** Resolves once a NOTIFY sent after this append's commit has been sent (or has failed). */
    notify(position: Checkpoint): Promise<void> {
      const sent = new Promise<void>((resolve) => waiting.push(resolve));
      if (inFlight) {
        if (compareCheckpoints(position, due) > 0) due = position;
      } else inFlight = send(position);
      return sent;
    },
    /** Resolves once no NOTIFY is on its way or due. */
    settled: (): Promise<void> => inFlight ?? Promise.resolve(),
  };
}

/**
 * Creates the PostgreSQL adapter of the {@link EventStore} port. Checkpoints are
 * "<transaction id>:<position>" and readers order by that pair, so an event whose sequence
 * value became visible late is never skipped.
 */
export function createPostgresEventStore(options: PostgresEventStoreOptions): PostgresEventStore {
  const { pool, logger = consoleLogger, pollIntervalMs = 250 } = options;
  const subscriptions = new Set<CatchUpSubscription>();
  const notifier = appendNotifier(pool, logger);
  // An append's transaction or a subscription's LISTEN cut mid-way must fail that one call,
  // not end the process through an unheard 'error' event.
  guardPool(pool, logger);
  // Every subscription of this store wakes on the same NOTIFY: one read serves those at the
  // same checkpoint (a save used to cost one read of the log per reactor).
  const subscriptionRead = sharedReadAll(pool);

  return {
    migrate: () => migrateEventsTable(pool),

    async append(stream, events, { expectedRevision }) {
      const { nextRevision, position } = await appendEvents(
        pool,
        stream,
        events,
        expectedRevision,
        // After COMMIT on purpose: a NOTIFY inside the transaction takes a cluster-wide lock
        // at commit and serialises every appender. It is only a hint, so the append answers
        // without waiting for it, and failing is harmless; close() waits for those in flight.
        // This store's own subscriptions need no round trip through the server to hear it,
        // and none needs to read back what a settled append hands them. The NOTIFY goes first.
        (position, committed) => {
          const notified = notifier.notify(position);
          for (const subscription of subscriptions) {
            if (committed) subscription.offer(committed, notified);
            else subscription.wake(position);
          }
        },
      );
      return { nextRevision, position };
    },

    readStream: (stream) => readStream(pool, stream),

    readAll: (readOptions) => readAll(pool, readOptions),

    subscribe(subscribeOptions) {
      const subscription = new CatchUpSubscription(
        {
          pool,
          logger,
          pollIntervalMs,
          readAll: subscriptionRead,
          onStopped: (stopped) => subscriptions.delete(stopped),
        },
        subscribeOptions,
      );
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await notifier.settled();
    },
  };
}
