import type { Knex } from 'knex';
import { inSchema } from '../db/migrate';
import { emptyChanges, type ProjectedEvent } from './projection';
import { standingsProjection } from './standings';

type StandingsLine = Record<string, unknown> & { team_id: number };

const tableOf = (knex: Knex | Knex.Transaction, leagueId: number): Promise<StandingsLine[]> =>
  knex.withSchema('rm').table('standings').where('league_id', leagueId).orderBy('team_id');

/**
 * The "recount standings" workflow's step: runs the standings projection once more for one league
 * (from its contests, as a batch that touched the league would) in one transaction, locking the
 * league's row so the live projection does not write it meanwhile, and answers how many of the
 * table's rows (one per team) came out different from what was there.
 */
export async function recountLeagueStandings(
  knex: Knex,
  leagueId: number,
): Promise<{ rows: number; changed: number }> {
  // The projection reads its schema from the transaction's user params, as in a batch.
  return inSchema(knex, 'rm').transaction(async (trx) => {
    await trx.withSchema('rm').table('leagues').where('id', leagueId).forUpdate().first('id');
    const before = new Map((await tableOf(trx, leagueId)).map((row) => [row.team_id, row]));
    // Any league event the projection handles recomputes that league's tables.
    const cause = { event: { type: 'LeagueUpdated', data: { leagueId } } } as ProjectedEvent;
    await standingsProjection.apply(trx, [cause], emptyChanges());
    const after = await tableOf(trx, leagueId);
    const changed = after.filter(
      (row) => JSON.stringify(row) !== JSON.stringify(before.get(row.team_id)),
    ).length;
    const removed = [...before.keys()].filter((team) => !after.some((r) => r.team_id === team));
    return { rows: after.length, changed: changed + removed.length };
  });
}
