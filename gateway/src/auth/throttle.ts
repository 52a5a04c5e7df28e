import type { Knex } from 'knex';
import { ThrottledError } from '../errors';

/** Failed sign-ins allowed per email and address within one window, as Laravel's default. */
export const maxFailures = 5;
const windowSeconds = 60;

/** How many attempts a key may spend within how long before it is locked out. */
export interface ThrottleLimits {
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Throttle kept in PostgreSQL, so every gateway behind the load balancer counts the same
 * attempts. Keyed by kind, lower-cased email and client address (or, for two-factor codes, by
 * account; for registrations, by address).
 *
 * An attempt is claimed BEFORE the expensive check, in one statement that both counts it and
 * answers whether it is still within the allowance: a burst of requests sent at once gets at
 * most `maxFailures` checks, where reading the count first and adding to it afterwards let
 * every request of the burst read the same low count (issue 14: 59 of 60 passwords checked).
 */
export function loginThrottle(knex: Knex, limits: ThrottleLimits = { maxFailures, windowSeconds }) {
  return {
    /**
     * Spends one attempt of the key, or throws ThrottledError when the allowance is used up.
     * The window starts at the first attempt and then stands; attempts refused during the
     * lock-out are counted too but do not lengthen it.
     */
    async claim(key: string): Promise<void> {
      const result = await knex.raw<{ rows: { attempts: number; wait: number }[] }>(
        `INSERT INTO login_throttle AS t (key, failures, window_ends_at)
         VALUES (?, 1, now() + make_interval(secs => ?))
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.window_ends_at <= now() THEN 1
                           ELSE least(t.failures + 1, 1000000) END,
           window_ends_at = CASE WHEN t.window_ends_at <= now()
                                 THEN now() + make_interval(secs => ?)
                                 ELSE t.window_ends_at END
         RETURNING failures AS attempts,
                   ceil(extract(epoch FROM window_ends_at - now()))::int AS wait`,
        [key, limits.windowSeconds, limits.windowSeconds],
      );
      const row = result.rows[0];
      if (row && row.attempts > limits.maxFailures) {
        throw new ThrottledError(Math.max(1, Number(row.wait)));
      }
      // Old keys are worthless; dropping them here keeps the table small without a timer.
      await knex.raw(`DELETE FROM login_throttle WHERE window_ends_at < now() - interval '1 hour'`);
    },

    /** Forgets the key's attempts: a success proves the person, as Laravel's clear(). */
    async clear(key: string): Promise<void> {
      await knex('login_throttle').where({ key }).delete();
    },
  };
}
