import type { Knex } from 'knex';
import { rmSchema } from '../db/tables';

/**
 * Whether any contest of a league has a result or a score under way: such a league is history
 * and may no longer be deleted (spec §2 "leagues").
 */
export async function leagueHasResults(db: Knex, leagueId: number): Promise<boolean> {
  const found = await db('contests')
    .withSchema(rmSchema)
    .where('league_id', leagueId)
    .where((query) =>
      query
        .whereIn('status', ['in_progress', 'finished'])
        .orWhere('first_team_total', '>', 0)
        .orWhere('second_team_total', '>', 0),
    )
    .first('id');
  return found !== undefined;
}
