import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import type { Changes, ProjectedEvent, Projection } from './projection';

/**
 * rm.contest_days: how many contests each league has on each UTC day, for the date picker of
 * the results page. Every contest counts whatever its status, because the day's list shows
 * postponed and cancelled contests too. Scheduling and re-planning
 * move the counts; the touched leagues are recounted from rm.contests,
 * which the contests projection has already brought up to date in this transaction.
 */
export const contestDaysProjection: Projection = {
  name: 'contest-days',
  // A re-planned contest (ContestRescheduled) may move to another day.
  handles: new Set(['ContestScheduled', 'ContestRescheduled']),
  async apply(trx: Knex.Transaction, events: ProjectedEvent[], changes: Changes) {
    const schema = schemaOf(trx);
    const leagueIds = [
      ...new Set(
        events.flatMap(({ event }) =>
          event.type === 'ContestScheduled' || event.type === 'ContestRescheduled'
            ? [event.data.leagueId]
            : [],
        ),
      ),
    ];
    if (leagueIds.length === 0) return;
    await trx.withSchema(schema).table('contest_days').whereIn('league_id', leagueIds).delete();
    await trx.raw(
      `INSERT INTO ??.contest_days (day, league_id, contests)
       SELECT (time AT TIME ZONE 'UTC')::date, league_id, count(*)::int
         FROM ??.contests
        WHERE league_id = ANY(?::int[])
        GROUP BY 1, 2`,
      [schema, schema, leagueIds],
    );
    for (const id of leagueIds) changes.leagues.add(id);
  },
};
