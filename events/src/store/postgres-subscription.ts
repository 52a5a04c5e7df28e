import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';
import { APPENDED_CHANNEL, type CommittedEvents } from './postgres-append';
import { fromTextRow } from './postgres-read';
import {
  compareCheckpoints,
  type Checkpoint,
  type ReadAllResult,
  type SubscribeOptions,
  type Subscription,
} from './port';

/** Where the store's log lines go; a pino logger fits. */
export interface EventStoreLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a subscription needs from its store. */
export interface SubscriptionContext {
  pool: Pool;
  logger: EventStoreLogger;
  readAll(options: { after: Checkpoint | null; limit: number }): Promise<ReadAllResult>;
  /** Fallback wake-up while caught up: a NOTIFY can arrive before an older transaction ends. */
  pollIntervalMs: number;
  /** Called once the subscription has stopped and let go of its LISTEN client. */
  onStopped(subscription: CatchUpSubscription): void;
}

const DEFAULT_BATCH_SIZE = 500;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;
const LISTEN_RETRY_MS = 1_000;
/** How long an offered batch waits at most for its append's NOTIFY to have gone out. */
const NOTIFY_WAIT_MS = 25;

// Tells close() whether it runs inside this subscription's own onBatch, where waiting for the
// loop to end would wait for itself.
const insideBatch = new AsyncLocalStorage<CatchUpSubscription>();

/** What an append handed over, and when its NOTIFY to every other listener has gone out. */
interface Offered extends CommittedEvents {
  notified: Promise<void>;
}

interface Waiter {
  finish(): void;
  wakeOnNotify: boolean;
}

/**
 * A catch-up subscription on the PostgreSQL log: reads batches after its checkpoint, hands each
 * to onBatch and only then moves on; when caught up it sleeps until a NOTIFY or the poll timer.
 */
export class CatchUpSubscription implements Subscription {
  private checkpoint: Checkpoint | null;
  /** The furthest checkpoint a read has reached (ahead of `checkpoint` while a batch runs). */
  private read: Checkpoint | null;
  private closed = false;
  /**
   * What the notices since the last read ask for: nothing (null), the events up to a checkpoint,
   * or, when one named none, whatever there is ('any').
   */
  private pending: Checkpoint | 'any' | null = null;
  private waiter: Waiter | null = null;
  /** Events its own store's append handed over, to take instead of the next read (see offer). */
  private offered: Offered | null = null;
  private listener: PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private nextListenAttempt = 0;
  /** The last read found the end of the log: the next one waits for the gather, if any. */
  private caughtUp = false;
  private readonly batchSize: number;
  private readonly done: Promise<void>;

  constructor(
    private readonly context: SubscriptionContext,
    private readonly options: SubscribeOptions,
  ) {
    this.checkpoint = options.after ?? null;
    this.read = this.checkpoint;
    this.batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    this.done = this.run();
  }

  async close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.waiter?.finish();
    }
    // From inside onBatch the loop ends as soon as that batch returns; waiting here would deadlock.
    if (insideBatch.getStore() === this) return;
    await this.done;
  }

  private async run(): Promise<void> {
    let failures = 0;
    let horizonRetries = 0;
    while (!this.closed) {
      this.ensureListening();
      try {
        // A reactor that gathers looks for new events only once its gather is over, whatever
        // woke it; what was appended meanwhile comes in the same read.
        if (this.options.gather && this.caughtUp) {
          await this.options.gather();
          if (this.closed) break;
        }
        this.caughtUp = false;
        // Cleared before reading: a NOTIFY that lands during the read makes the next wait return
        // at once instead of being lost.
        const woken = this.pending !== null;
        this.pending = null;
        const offered = this.offered;
        this.offered = null;
        const { events, checkpoint } =
          offered && compareCheckpoints(offered.after, this.checkpoint) === 0
            ? await this.taken(offered)
            : await this.context.readAll({ after: this.checkpoint, limit: this.batchSize });
        if (this.closed) break;
        if (compareCheckpoints(checkpoint, this.read) > 0) this.read = checkpoint;
        // A notice that landed during this read for events it returned asks for nothing more.
        if (this.pending !== 'any' && compareCheckpoints(this.pending, this.read) <= 0) {
          this.pending = null;
        }
        if (events.length === 0 || checkpoint === null) {
          failures = 0;
          // A NOTIFY means an append committed. If nothing is visible yet, an older transaction
          // elsewhere on the server still holds the xmin horizon back; it usually ends within
          // milliseconds, so look again soon instead of after the whole poll interval. A reactor
          // that gathers is in no hurry: it waits for the next notice or the poll, and gathers.
          horizonRetries = woken ? 0 : horizonRetries;
          const retry = !this.options.gather && (woken || horizonRetries > 0);
          const soon = retry ? 2 ** horizonRetries : Infinity;
          horizonRetries = soon === Infinity ? 0 : horizonRetries + 1;
          this.caughtUp = soon === Infinity;
          await this.pause(Math.min(soon, this.context.pollIntervalMs), true);
          continue;
        }
        horizonRetries = 0;
        await insideBatch.run(this, () => this.options.onBatch(events, checkpoint));
        this.checkpoint = checkpoint;
        failures = 0;
        // A batch short of the limit was the end of what the read could see: reading again
        // would find nothing (a save cost every subscription that empty read). A notice that
        // came during the batch, or one this read did not cover, makes the pause return at once.
        if (events.length < this.batchSize) {
          this.caughtUp = true;
          await this.pause(this.context.pollIntervalMs, true);
        }
      } catch (error) {
        failures += 1;
        this.report(error);
        // The checkpoint did not move, so the next round starts again from the last batch that
        // succeeded; a NOTIFY must not cut the back-off short.
        await this.pause(Math.min(RETRY_MIN_MS * 2 ** (failures - 1), RETRY_MAX_MS), false);
      }
    }
    await this.connecting;
    await this.unlisten();
    this.context.onStopped(this);
  }

  /**
   * An offer, taken once the append's NOTIFY has gone out: the NOTIFY wakes every listener on
   * the server, and those wake-ups would otherwise land on this batch's own statements, as they
   * landed on the read of the log before. Traced, the batch's statement then took a third longer.
   */
  private async taken(offered: Offered): Promise<ReadAllResult> {
    // Bounded: a NOTIFY stuck behind a busy pool must not hold the batch back for long.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      offered.notified,
      new Promise((resolve) => (timer = setTimeout(resolve, NOTIFY_WAIT_MS))),
    ]);
    clearTimeout(timer);
    return { events: offered.rows.map(fromTextRow), checkpoint: offered.position };
  }

  private pause(ms: number, wakeOnNotify: boolean): Promise<void> {
    if (this.closed || (wakeOnNotify && this.pending !== null)) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        if (this.waiter === waiter) this.waiter = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      const waiter: Waiter = { finish, wakeOnNotify };
      this.waiter = waiter;
    });
  }

  /**
   * The store's own appends wake its subscriptions directly, after their COMMIT, as their NOTIFY
   * would a moment later: a projection in the process that appended starts at once instead of
   * waiting for the notification's round trip through the server.
   */
  wake(position: Checkpoint): void {
    this.onNotification({ payload: position });
  }

  /**
   * Its own store's append hands over what it committed, settled (nothing can appear before it
   * any more). A subscription waiting with everything up to the event before them read, and no
   * other notice outstanding, takes them as its next batch without reading the log: a read would
   * return these very rows, each parsed afresh. Otherwise it is a wake like any other.
   * `notified` resolves once the append's NOTIFY has gone out (see taken).
   */
  offer(committed: CommittedEvents, notified: Promise<void>): void {
    const idle =
      this.waiter?.wakeOnNotify === true &&
      this.pending === null &&
      this.read === this.checkpoint &&
      !this.options.gather &&
      committed.rows.length <= this.batchSize;
    if (idle && compareCheckpoints(committed.after, this.checkpoint) === 0) {
      this.offered = { ...committed, notified };
    }
    this.wake(committed.position);
  }

  private readonly onNotification = (message?: { payload?: string }) => {
    // A notice for events this subscription has read already (it was woken in its own process,
    // or another notice covered them) would only cost an empty read and the retries after it.
    const position = message?.payload || null;
    if (position !== null && compareCheckpoints(position, this.read) <= 0) return;
    // Without a checkpoint, a notice can be ruled out by no read: keep it until the next one.
    if (position === null || this.pending === 'any') this.pending = 'any';
    else if (compareCheckpoints(position, this.pending) > 0) this.pending = position;
    if (this.waiter?.wakeOnNotify) this.waiter.finish();
  };

  private readonly onListenerError = (error: Error) => {
    // The connection is gone; polling carries on and the next round connects a new listener.
    const client = this.listener;
    this.listener = null;
    if (client) this.drop(client, error);
    this.context.logger.warn({ err: error }, 'event subscription lost its LISTEN connection');
  };

  /** Starts connecting a LISTEN client if there is none; never blocks the catch-up loop. */
  private ensureListening(): void {
    if (this.listener || this.connecting || this.closed) return;
    if (Date.now() < this.nextListenAttempt) return;
    this.connecting = this.listen().finally(() => {
      this.connecting = null;
    });
  }

  private async listen(): Promise<void> {
    let client: PoolClient | undefined;
    try {
      client = await this.context.pool.connect();
      client.on('notification', this.onNotification);
      client.on('error', this.onListenerError);
      await client.query(`LISTEN ${APPENDED_CHANNEL}`);
      this.listener = client;
      // Anything committed between the last read and LISTEN would otherwise wait for the timer.
      this.onNotification({});
    } catch (error) {
      this.nextListenAttempt = Date.now() + LISTEN_RETRY_MS;
      if (client) this.drop(client, error instanceof Error ? error : new Error(String(error)));
      this.context.logger.warn({ err: error }, 'event subscription could not LISTEN; polling');
    }
  }

  private async unlisten(): Promise<void> {
    const client = this.listener;
    if (!client) return;
    this.listener = null;
    try {
      await client.query(`UNLISTEN ${APPENDED_CHANNEL}`);
    } catch (error) {
      this.drop(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    client.off('notification', this.onNotification);
    client.off('error', this.onListenerError);
    client.release();
  }

  /** Destroys a client that may be broken instead of returning it to the pool. */
  private drop(client: PoolClient, error: Error): void {
    client.off('notification', this.onNotification);
    client.off('error', this.onListenerError);
    // A late error on a destroyed client must not crash the process.
    client.on('error', () => {});
    client.release(error);
  }

  private report(error: unknown): void {
    try {
      if (this.options.onError) this.options.onError(error);
      else this.context.logger.error({ err: error }, 'event subscription batch failed; retrying');
    } catch (reportError) {
      this.context.logger.error({ err: reportError }, 'event subscription onError threw');
    }
  }
}
