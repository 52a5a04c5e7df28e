import { withTransaction } from '@courtside/events/store';
import type { Pool } from 'pg';
import { insertOrRead } from './insert-or-read';

/** The aggregates whose ids are user-visible integers, each with its own sequence. */
export type IdKind =
  | 'category'
  | 'league'
  | 'team'
  | 'contest'
  | 'arena'
  | 'sport'
  | 'official_test'
  | 'club'
  | 'licence'
  | 'workflow';
const kinds: readonly IdKind[] = [
  'category',
  'league',
  'team',
  'contest',
  'arena',
  'sport',
  'official_test',
  'club',
  'licence',
  'workflow',
];

/**
 * Creates the id sequences, the idempotency table and the reactors' checkpoints. Safe to run any number of times and
 * from several instances at once: the advisory lock serialises the DDL, which would otherwise
 * race on the catalog even with IF NOT EXISTS.
 */
export async function migrate(pool: Pool): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query(
      "SELECT pg_advisory_xact_lock(hashtext('courtside:command-service:migrate'))",
    );
    for (const kind of kinds) await client.query(`CREATE SEQUENCE IF NOT EXISTS ids_${kind}`);
    // A retried creation must get the id it got the first time, or its deterministic event
    // ids would land in a second, new stream.
    await client.query(`CREATE TABLE IF NOT EXISTS command_idempotent_ids (
      kind text NOT NULL,
      key text NOT NULL,
      id bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, key)
    )`);
    // What each Idempotency-Key was first sent with: the same key with another body is a
    // mistake to refuse (422), not a retry to answer from the first result.
    await client.query(`CREATE TABLE IF NOT EXISTS command_idempotent_requests (
      key text PRIMARY KEY,
      fingerprint text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Where each reactor (reactions after the append, e.g. bracket advancement) has read to.
    await client.query(`CREATE TABLE IF NOT EXISTS command_reactor_checkpoints (
      reactor text PRIMARY KEY,
      checkpoint text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
}

/** Hands out ids; with an idempotency key, the same key always gets the same id. */
export type IdAllocator = (kind: IdKind, idempotencyKey?: string | null) => Promise<number>;

export function createIdAllocator(pool: Pool): IdAllocator {
  return async (kind, idempotencyKey) => {
    if (!idempotencyKey) {
      const { rows } = await pool.query<{ id: string }>(`SELECT nextval('ids_${kind}') AS id`);
      return Number(rows[0]?.id);
    }
    const { row } = await insertOrRead<{ id: string }>(
      pool,
      [
        `INSERT INTO command_idempotent_ids (kind, key, id) VALUES ($1, $2, nextval('ids_${kind}'))
         ON CONFLICT (kind, key) DO NOTHING RETURNING id`,
        [kind, idempotencyKey],
      ],
      [
        'SELECT id FROM command_idempotent_ids WHERE kind = $1 AND key = $2',
        [kind, idempotencyKey],
      ],
    );
    if (!row) throw new Error(`No id stored for idempotency key of ${kind}`);
    return Number(row.id);
  };
}
