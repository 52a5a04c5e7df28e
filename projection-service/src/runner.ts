import { EventEmitter } from 'node:events';
import type { ChangeNotice, EventStore, RecordedEvent, Subscription } from '@courtside/events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { applyBatch } from './apply-batch';
import { inSchema } from './db/migrate';
import { isLockNotAvailable } from './db/operations/lock-checkpoints';
import { readCheckpoint } from './db/operations/read-checkpoint';
import { acquireSessionLock, type SessionLock } from './db/operations/session-lock';
import { noticeProjectionName, projections } from './projections';
import { AuditStateMemory } from './projections/audit-memory';
import { ContestRowMemory } from './projections/contest-memory';
import type { Changes } from './projections/projection';
import {
  applyInOneStatement,
  dryKnex,
  isScoresAlone,
  NeedsTransaction,
} from './one-statement-batch';

/** Advisory lock that makes one instance the active one; the others stand by. */
export const activeLockKey = 'courtside:projection-service:read-models';

export type RunnerRole = 'stopped' | 'standby' | 'active';

export interface RunnerOptions {
  knex: Knex;
  store: EventStore;
  logger: Logger;
  /** Events per batch asked of the subscription. */
  batchSize?: number;
}

/**
 * The live projection runner: waits for the active lock, then keeps one subscription from
 * the stored checkpoint and applies each batch in one transaction with the checkpoints and
 * its change notice (delivered at commit). Emits 'committed' with the new checkpoint after
 * every batch.
 */
export class Runner extends EventEmitter<{ committed: [checkpoint: string] }> {
  private readonly knex: Knex;
  private readonly names = projections.map((projection) => projection.name);
  private lock: SessionLock | undefined;
  private subscription: Subscription | undefined;
  private inFlight: Promise<void> = Promise.resolve();
  private closing = false;
  /** The audit states this runner committed last: a save's batch need not read them back. */
  private readonly auditMemory = new AuditStateMemory();
  /** The contest rows its last batches of scores wrote: the next one need not read them. */
  private readonly contestMemory = new ContestRowMemory();
  /** The same knex, sending nothing: a batch of scores is folded with it first. */
  private readonly dry: Knex;
  /** Where this runner's last committed batch left every checkpoint; null: not known. */
  private known: ReadonlyMap<string, string | null> | null = null;

  constructor(private readonly options: RunnerOptions) {
    super();
    this.knex = this.contestMemory.attach(this.auditMemory.attach(inSchema(options.knex, 'rm')));
    this.dry = dryKnex(this.knex);
  }

  /** 'active' while holding the lock, 'standby' while waiting for it. */
  get role(): RunnerRole {
    if (this.closing || !this.lock) return 'stopped';
    return this.lock.held ? 'active' : 'standby';
  }

  /** Starts standing by; resolves once queued for the lock, not when it becomes active. */
  async start(): Promise<void> {
    this.closing = false;
    await this.standBy();
  }

  private async standBy(): Promise<void> {
    const lock = await acquireSessionLock(this.options.knex, activeLockKey);
    if (this.closing) {
      // close() ran while the connection was being made; it had no lock to release.
      await lock.release();
      return;
    }
    this.lock = lock;
    lock.onLost((error) => void this.onLockLost(lock, error));
    lock.acquired.then(
      () => this.activate(lock),
      (error: unknown) => {
        // A standby whose connection was cut would otherwise wait for ever on a dead session.
        if (this.closing) return;
        void this.onLockLost(lock, error instanceof Error ? error : new Error(String(error)));
      },
    );
    this.options.logger.info('projection runner standing by for the active lock');
  }

  /** Stops the subscription, lets the current batch finish, then releases the lock. */
  async close(): Promise<void> {
    this.closing = true;
    await this.subscription?.close();
    this.subscription = undefined;
    await this.inFlight;
    await this.lock?.release();
    this.lock = undefined;
  }

  private async activate(lock: SessionLock): Promise<void> {
    if (this.closing || this.lock !== lock) return;
    try {
      const after = await readCheckpoint(this.knex, this.names);
      // close() may have run while the checkpoint was read; it found no subscription to stop.
      if (this.closing || this.lock !== lock) return;
      this.known = null;
      this.options.logger.info({ after }, 'projection runner active');
      this.subscription = this.options.store.subscribe({
        after,
        batchSize: this.options.batchSize ?? 500,
        onBatch: (events, checkpoint) => {
          this.inFlight = this.handleBatch(events, checkpoint);
          return this.inFlight;
        },
        onError: (error) => this.options.logger.error({ err: error }, 'subscription failed'),
      });
    } catch (error) {
      this.options.logger.error({ err: error }, 'could not start the subscription');
      await this.onLockLost(lock, error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Another instance may take over now; stand by again rather than run without the lock. */
  private async onLockLost(lock: SessionLock, error: Error): Promise<void> {
    if (this.closing || this.lock !== lock) return;
    this.options.logger.error({ err: error }, 'lost the active lock; standing by again');
    await this.subscription?.close();
    this.subscription = undefined;
    await this.inFlight;
    await lock.release();
    this.lock = undefined;
    // The database may be restarting: queue for the lock again with back-off until it answers.
    // A rejection here would have nobody to catch it and end the process.
    for (let attempt = 0; !this.closing && !this.lock; attempt += 1) {
      try {
        await this.standBy();
      } catch (startError) {
        this.options.logger.error({ err: startError }, 'could not queue for the lock; retrying');
        await sleep(Math.min(100 * 2 ** Math.min(attempt, 6), 5000));
      }
    }
  }

  private async handleBatch(events: RecordedEvent[], checkpoint: string): Promise<void> {
    const notice = (changes: Changes) => ({
      projection: noticeProjectionName,
      checkpoint,
      leagues: [...changes.leagues].sort((a, b) => a - b),
      contests: [...changes.contests].sort((a, b) => a - b),
      standings: [...changes.standings].sort((a, b) => a - b),
      ...(changes.recordings.size > 0 ? { recordings: [...changes.recordings] } : {}),
      ...(changes.workflows.size > 0 ? { workflows: [...changes.workflows] } : {}),
      all: false,
      ...(changes.auditFrom ? { audit: { from: changes.auditFrom } } : {}),
    });
    if (await this.inOneStatement(events, checkpoint, notice)) return;
    for (let attempt = 0; !this.closing; attempt += 1) {
      let moved: ReadonlyMap<string, string | null> | null = null;
      try {
        // The notice goes with the checkpoints' statement and is delivered at commit.
        await this.knex.transaction((trx) =>
          applyBatch(trx, events, checkpoint, {
            nowait: true,
            asynchronousCommit: true,
            notice,
            moved: (checkpoints) => (moved = checkpoints),
          }),
        );
        this.committed(checkpoint, moved);
        return;
      } catch (error) {
        this.rolledBack();
        if (isLockNotAvailable(error)) {
          this.options.logger.debug('checkpoints locked by a rebuild; retrying');
        } else {
          this.options.logger.error({ err: error, checkpoint, attempt }, 'batch failed; retrying');
        }
        await sleep(Math.min(50 * 2 ** Math.min(attempt, 7), 5000));
      }
    }
  }

  /**
   * A batch of in-play scores as one statement (see applyInOneStatement), when this runner
   * knows where it left the checkpoints. False: apply it in a transaction; nothing was written.
   */
  private async inOneStatement(
    events: RecordedEvent[],
    checkpoint: string,
    notice: (changes: Changes) => ChangeNotice,
  ): Promise<boolean> {
    const known = this.known;
    if (!known || !isScoresAlone(events)) return false;
    try {
      const { knex, dry } = this;
      const folded = await applyInOneStatement(knex, dry, events, checkpoint, known, notice);
      if (folded) {
        this.committed(checkpoint, folded.moved);
        return true;
      }
      this.options.logger.debug(
        'checkpoints moved by someone else; the batch runs in a transaction',
      );
    } catch (error) {
      // A projection that needed a round trip sent nothing: what the memories hold still
      // stands, and the transaction's begin drops what this fold staged.
      if (error instanceof NeedsTransaction) return false;
      // A rebuild holding the checkpoints, a lost connection: the transaction after this says
      // what it was, if it is still so.
      this.options.logger.debug({ err: error }, 'a batch of scores runs in a transaction');
    }
    this.rolledBack();
    return false;
  }

  private committed(checkpoint: string, moved: ReadonlyMap<string, string | null> | null): void {
    this.auditMemory.commit();
    this.contestMemory.commit();
    this.known = moved;
    this.emit('committed', checkpoint);
  }

  private rolledBack(): void {
    this.auditMemory.rollback();
    this.contestMemory.rollback();
    this.known = null;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
