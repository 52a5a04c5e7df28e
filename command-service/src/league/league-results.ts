import type { EventStore, ScoreRecorded } from '@courtside/events';
import { withTransaction } from '@courtside/events/store';
import type { Pool } from 'pg';
import { NotFoundError } from '../core/errors';
import type { AppendIndex } from '../core/indexed-store';

/**
 * Which leagues have a result: a contest of theirs has a score (under way or final), entered by
 * an official or an administrator. The results live in each contest's own stream, and a league
 * stream does not know all its contests (a fixture added by hand is only on its contest stream),
 * so command-service keeps this index in its own table, as it keeps JMBG claims: a league with a
 * result is history and may no longer be deleted.
 *
 * One row per league in `command_league_results`: `deleted = false` says it has a result,
 * `deleted = true` that it was deleted with none. A delete holds its row locked from its check
 * until its LeagueDeleted is stored, and a result's claim takes the same row, so the two are
 * ordered by the database: a score waits for a delete under way and is then refused, or a delete
 * sees the score's claim and is refused.
 */
export interface LeagueResults {
  /** True once any contest of the league has a score (or a score was about to be stored). */
  has(leagueId: number): Promise<boolean>;
  /**
   * Runs a delete of the league with its row locked: `run` learns whether the league has a
   * result, and the row says "deleted" only if `run` succeeds.
   */
  whileDeleting<T>(leagueId: number, run: (hasResults: boolean) => Promise<T>): Promise<T>;
}

/** The events that give a contest a score or a result. */
export const resultEventTypes: ReadonlySet<string> = new Set([
  'ScoreRecorded',
  'ContestFinished',
  'ResultEntered',
  'ResultCorrected',
]);

export function createLeagueResults(pool: Pool): LeagueResults {
  return {
    async has(leagueId) {
      const { rowCount } = await pool.query(
        'SELECT 1 FROM command_league_results WHERE league_id = $1 AND NOT deleted',
        [leagueId],
      );
      return (rowCount ?? 0) > 0;
    },
    whileDeleting: (leagueId, run) =>
      withTransaction(pool, async (client) => {
        // Takes the row (new, or the claim a result left) and keeps it locked until the end.
        const { rows } = await client.query<{ deleted: boolean }>(
          `INSERT INTO command_league_results AS r (league_id, deleted) VALUES ($1, true)
           ON CONFLICT (league_id) DO UPDATE SET deleted = r.deleted
           RETURNING deleted`,
          [leagueId],
        );
        return run(rows[0]?.deleted !== true);
      }),
  };
}

/**
 * Claims "this league has a result" before a score or result is appended, never after: a crash
 * between the two would otherwise leave a league with a stored score and no claim, which could
 * then be deleted. The other way round, a claim whose append failed only keeps a league from
 * being deleted, the safe side. The claim commits on its own before the append starts, so a
 * delete deciding after the score was stored always sees it; a delete under way makes it wait,
 * and a league deleted refuses it (404, as for any command on what no longer exists).
 *
 * A committed claim is for good: nothing turns `deleted = false` back, and every later delete
 * reads it and refuses. So a league whose claim is seen committed needs no write again: it is
 * remembered here, and otherwise one read finds it. Only a league without one takes the write
 * (and with it the wait for a delete under way). Writing the claim on every score made each save
 * two commits (two WAL flushes) and queued every scorer of a league on that one row.
 */
export function leagueResultClaims(pool: Pool): AppendIndex {
  const claimed = new Set<number>();
  const claim = async (leagueId: number): Promise<void> => {
    if (claimed.has(leagueId)) return;
    const { rows } = await pool.query<{ deleted: boolean }>(
      'SELECT deleted FROM command_league_results WHERE league_id = $1',
      [leagueId],
    );
    if (rows[0]?.deleted !== false) {
      const { rowCount } = await pool.query(
        `INSERT INTO command_league_results AS r (league_id) VALUES ($1)
         ON CONFLICT (league_id) DO UPDATE SET deleted = false WHERE NOT r.deleted`,
        [leagueId],
      );
      if (rowCount === 0) throw new NotFoundError();
    }
    claimed.add(leagueId);
  };
  return async (_stream, events, append) => {
    const leagues = [
      ...new Set(
        events
          .filter((event) => resultEventTypes.has(event.type))
          .map((event) => (event.data as Partial<ScoreRecorded['data']>).leagueId)
          .filter((leagueId): leagueId is number => typeof leagueId === 'number'),
      ),
    ];
    for (const leagueId of leagues) await claim(leagueId);
    return append();
  };
}

/**
 * Creates the index and fills it from the event log in the same transaction, so results recorded
 * before the index existed count too: a crash half-way leaves no table, and the next start fills
 * it again. Once the table exists there is nothing to do.
 */
export async function migrateLeagueResults(pool: Pool, store: EventStore): Promise<void> {
  const { rows } = await pool.query<{ present: boolean; deletes: boolean }>(
    `SELECT to_regclass('command_league_results') IS NOT NULL AS present,
            EXISTS (SELECT 1 FROM pg_attribute
                    WHERE attrelid = to_regclass('command_league_results')
                      AND attname = 'deleted' AND NOT attisdropped) AS deletes`,
  );
  if (rows[0]?.present) {
    // A table made before deletes took the row holds results only (altered once, as the
    // ALTER locks the whole table).
    if (!rows[0].deletes) {
      await pool.query(
        `ALTER TABLE command_league_results
           ADD COLUMN IF NOT EXISTS deleted boolean NOT NULL DEFAULT false`,
      );
    }
    return;
  }
  await withTransaction(pool, async (client) => {
    await client.query(
      `CREATE TABLE IF NOT EXISTS command_league_results (
         league_id int PRIMARY KEY, deleted boolean NOT NULL DEFAULT false)`,
    );
    const leagues = await leaguesWithResults(store);
    if (leagues.length > 0) {
      await client.query(
        `INSERT INTO command_league_results (league_id)
         SELECT unnest($1::int[]) ON CONFLICT DO NOTHING`,
        [leagues],
      );
    }
  });
}

/** Every league a result event of the log names. */
async function leaguesWithResults(store: EventStore): Promise<number[]> {
  const leagues = new Set<number>();
  let after: string | null = null;
  for (;;) {
    const page = await store.readAll({ after, limit: 1000 });
    for (const event of page.events) {
      if (resultEventTypes.has(event.type)) {
        leagues.add((event.data as ScoreRecorded['data']).leagueId);
      }
    }
    if (page.events.length === 0 || page.checkpoint === after) break;
    after = page.checkpoint;
  }
  return [...leagues];
}
