import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import type { LeagueSeriesRow } from '../db/tables';
import { chunk, defineProjection } from './projection';

/**
 * rm.league_series. The batch's leagues' series are read once, the events folded onto them in
 * memory in log order, and written back with one multi-row upsert.
 */
export const bracketsProjection = defineProjection({
  name: 'brackets',
  handles: ['BracketDrawn', 'SeriesGameScheduled', 'SeriesDecided'],
  async apply(trx: Knex.Transaction, events, changes) {
    const schema = schemaOf(trx);
    const leagueIds = [...new Set(events.map(({ event }) => event.data.leagueId))];
    const existing = await trx
      .withSchema(schema)
      .table<LeagueSeriesRow>('league_series')
      .whereIn('league_id', leagueIds);
    const rows = new Map(existing.map((row) => [`${row.league_id}:${row.key}`, row]));
    const touched = new Set<string>();
    const change = (
      leagueId: number,
      key: string,
      update: (row: LeagueSeriesRow) => LeagueSeriesRow,
    ) => {
      const id = `${leagueId}:${key}`;
      const row = rows.get(id);
      if (!row) return;
      rows.set(id, update(row));
      touched.add(id);
    };

    for (const { event } of events) {
      const { leagueId } = event.data;
      changes.leagues.add(leagueId);
      switch (event.type) {
        case 'BracketDrawn':
          for (const s of event.data.series) {
            const id = `${leagueId}:${s.key}`;
            rows.set(id, {
              league_id: leagueId,
              key: s.key,
              round: s.round,
              index: s.index,
              best_of: event.data.bestOf,
              first_team_id: s.firstTeamId,
              second_team_id: s.secondTeamId,
              winner_team_id: null,
              games: [],
            });
            touched.add(id);
          }
          break;
        case 'SeriesGameScheduled':
          change(leagueId, event.data.seriesKey, (row) =>
            row.games.includes(event.data.contest.contestId)
              ? row
              : { ...row, games: [...row.games, event.data.contest.contestId] },
          );
          break;
        case 'SeriesDecided': {
          const { seriesKey, winnerTeamId, next } = event.data;
          change(leagueId, seriesKey, (row) => ({ ...row, winner_team_id: winnerTeamId }));
          if (next) {
            change(leagueId, next.seriesKey, (row) =>
              next.slot === 'first'
                ? { ...row, first_team_id: winnerTeamId }
                : { ...row, second_team_id: winnerTeamId },
            );
          }
          break;
        }
      }
    }

    const changed = [...touched].flatMap((id) => rows.get(id) ?? []);
    for (const part of chunk(changed, 500)) {
      await trx
        .withSchema(schema)
        .table('league_series')
        .insert(part)
        .onConflict(['league_id', 'key'])
        .merge();
    }
  },
});
