import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import { ValidationError } from './errors';
import { insertOrRead } from './insert-or-read';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** JSON with object keys sorted, so the same body sent with its keys in another order matches. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Refuses (422, as Stripe does) an Idempotency-Key reused with a different request: before,
 * the replay answered 200 with the first result and the new body was silently dropped (issue
 * 14). The first request to use a key records its fingerprint (method, path, body) in one
 * INSERT ... ON CONFLICT DO NOTHING, so of two different bodies sent at once exactly one
 * proceeds; the same request again goes on and is answered from its stored events as before.
 */
export function sameRequestPerKey(pool: Pool): RequestHandler {
  return async (req, res, next) => {
    const key = req.get('idempotency-key');
    if (!key || !unsafeMethods.has(req.method)) return next();
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${req.path}\n${canonical(req.body ?? null)}`)
      .digest('hex');
    const { row: stored, inserted } = await insertOrRead<{ fingerprint: string }>(
      pool,
      [
        `INSERT INTO command_idempotent_requests (key, fingerprint) VALUES ($1, $2)
         ON CONFLICT (key) DO NOTHING RETURNING fingerprint`,
        [key, fingerprint],
      ],
      ['SELECT fingerprint FROM command_idempotent_requests WHERE key = $1', [key]],
    );
    if (stored && stored.fingerprint !== fingerprint) {
      throw ValidationError.field('idempotency_key', 'idempotencyKeyReused');
    }
    if (inserted) {
      // As Stripe: a request refused before it changed anything keeps no claim on its key, so
      // the corrected request may be sent again under it.
      res.on('finish', () => {
        if (res.statusCode < 400) return;
        pool
          .query('DELETE FROM command_idempotent_requests WHERE key = $1 AND fingerprint = $2', [
            key,
            fingerprint,
          ])
          .catch(() => undefined);
      });
    }
    next();
  };
}
