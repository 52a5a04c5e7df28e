import type { Knex } from 'knex';
import { ThrottledError } from '../errors';

/** Failed sign-ins allowed per email and address within one window, as Laravel's default. */
export const maxFailures = 5;
const windowSeconds = 60;

/** How many failures a key may collect within how long before it is locked out. */
export interface ThrottleLimits {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Login throttle kept in PostgreSQL, so every gateway behind the load balancer counts the
 * same failures. Keyed by kind, lower-cased email and client address (or, for two-factor
 * codes, by account).
 */
export function loginThrottle(knex: Knex, limits: ThrottleLimits = { maxFailures, windowSeconds }) {
  return {
    /** Throws ThrottledError while the key is locked out. */
    async check(key: string): Promise<void> {
      const result = await knex.raw<{ rows: { failures: number; wait: string }[] }>(
        `SELECT failures, ceil(extract(epoch FROM window_ends_at - now()))::int AS wait
           FROM login_throttle WHERE key = ? AND window_ends_at > now()`,
        [key],
      );
      const row = result.rows[0];
      if (row && row.failures >= limits.maxFailures) {
        throw new ThrottledError(Math.max(1, Number(row.wait)));
      }
    },

    /** Counts one failure; the window starts at the first failure and then stands. */
    async fail(key: string): Promise<void> {
      await knex.raw(
        `INSERT INTO login_throttle (key, failures, window_ends_at)
         VALUES (?, 1, now() + make_interval(secs => ?))
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN login_throttle.window_ends_at <= now() THEN 1
                           ELSE login_throttle.failures + 1 END,
           window_ends_at = CASE WHEN login_throttle.window_ends_at <= now()
                                 THEN now() + make_interval(secs => ?)
                                 ELSE login_throttle.window_ends_at END`,
        [key, limits.windowSeconds, limits.windowSeconds],
      );
      // Old keys are worthless; dropping them here keeps the table small without a timer.
      await knex.raw(`DELETE FROM login_throttle WHERE window_ends_at < now() - interval '1 hour'`);
    },

    async clear(key: string): Promise<void> {
      await knex('login_throttle').where({ key }).delete();
    },
  };
}
