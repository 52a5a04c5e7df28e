import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { defineProjection, type Changes } from './projection';

/** Every read model keyed by a league, children before the league itself. */
const byLeague = [
  'contest_officials',
  'league_officials',
  'league_series',
  'standings',
  'standings_rounds',
  'standings_days',
  'contest_days',
  'contests',
  'league_teams',
] as const;

/**
 * A deleted league leaves no row behind: it had no result, so no table, archive or statistic
 * still needs it. Runs after every projection that writes league rows, so a league created and
 * deleted in one batch is gone too. Catalogue teams stay (rm.teams): they outlive a league.
 */
export const leagueDeletionsProjection = defineProjection({
  name: 'league-deletions',
  handles: ['LeagueDeleted'],
  async apply(trx: Knex.Transaction, events, changes: Changes) {
    const schema = schemaOf(trx);
    const ids = events.map(({ event }) => event.data.leagueId);
    if (ids.length === 0) return;
    for (const table of byLeague) {
      await trx.withSchema(schema).table(table).whereIn('league_id', ids).delete();
    }
    await trx.withSchema(schema).table('leagues').whereIn('id', ids).delete();
    for (const id of ids) changes.leagues.add(id);
  },
});
