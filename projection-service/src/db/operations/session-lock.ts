import type { Knex } from 'knex';
import type pg from 'pg';

/** A PostgreSQL session-level advisory lock held on a connection of its own. */
export interface SessionLock {
  /** Resolves once the lock is held; rejects if the wait is given up or the connection fails. */
  readonly acquired: Promise<void>;
  /** True while the lock is held. */
  readonly held: boolean;
  /** Stops waiting or gives the lock up, and closes the connection. Safe to call twice. */
  release(): Promise<void>;
  /** Called once if the connection breaks while the lock is held: the lock went with it. */
  onLost(listener: (error: Error) => void): void;
}

/**
 * Starts waiting for the advisory lock named `key`. The connection is a raw one outside the
 * knex pool, because the lock lives exactly as long as the session and must not be handed to
 * another query by the pool. Waiting happens in PostgreSQL (pg_advisory_lock), so a standby
 * takes over the moment the holder's session ends, with no polling.
 */
export async function acquireSessionLock(knex: Knex, key: string): Promise<SessionLock> {
  const connection = (await knex.client.acquireRawConnection()) as pg.Client;
  const pidResult = await connection.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const pid = pidResult.rows[0]?.pid;
  let state: 'waiting' | 'held' | 'released' = 'waiting';
  const lostListeners: Array<(error: Error) => void> = [];

  const lost = (error: Error) => {
    if (state !== 'held') return;
    state = 'released';
    for (const listener of lostListeners) listener(error);
  };
  connection.on('error', lost);
  connection.on('end', () => lost(new Error(`Connection holding lock ${key} closed`)));

  const acquired = connection
    .query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key])
    .then(() => {
      if (state === 'waiting') state = 'held';
    });
  // Keep an abandoned wait from surfacing as an unhandled rejection; callers await `acquired`.
  acquired.catch(() => {});

  return {
    acquired,
    get held() {
      return state === 'held';
    },
    onLost(listener) {
      lostListeners.push(listener);
    },
    async release() {
      if (state === 'released') return;
      const wasWaiting = state === 'waiting';
      state = 'released';
      if (wasWaiting && pid !== undefined) {
        // Closing the socket alone would leave the backend queued for the lock; it would take
        // it for a moment before noticing the client left. Cancel the wait first. A cancel that
        // lands before the lock query reaches the backend cancels nothing, so cancel again
        // until the wait has ended one way or the other.
        const settled = acquired.then(
          () => true,
          () => true,
        );
        for (;;) {
          await knex.raw('SELECT pg_cancel_backend(?)', [pid]).catch(() => {});
          const done = await Promise.race([
            settled,
            new Promise<false>((resolve) => setTimeout(() => resolve(false), 50)),
          ]);
          if (done) break;
        }
      }
      // Ending the session releases every advisory lock it holds.
      await knex.client.destroyRawConnection(connection).catch(() => {});
    },
  };
}
