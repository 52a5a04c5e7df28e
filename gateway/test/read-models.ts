import type { Knex } from 'knex';
import { scoreFields } from '@courtside/events';
import { migrateReadModels } from '@courtside/projection-service';

export { migrateReadModels };

/**
 * Rows written straight into the read models, for tests of the query layer alone. The
 * slice test drives the real projection instead.
 */
export function readModelRows(knex: Knex) {
  const rm = (table: string) => knex(table).withSchema('rm');
  const now = new Date('2026-05-01T00:00:00Z');
  return {
    async league(row: { id: number; name: string; public?: boolean; category?: [number, string] }) {
      await rm('leagues').insert({
        id: row.id,
        kind: 'league',
        name: row.name,
        email: null,
        sort_index: 0,
        public: row.public ?? true,
        number_of_teams: 2,
        rounds: 2,
        weeks: null,
        start_date: '2026-05-01',
        category_id: row.category?.[0] ?? null,
        category_name: row.category?.[1] ?? null,
        season: '2025/26',
        city: 'Novi Sad',
        recreational: false,
        games_played: 0,
        created_at: now,
        updated_at: now,
      });
    },
    async team(leagueId: number, id: number, name: string) {
      await rm('teams')
        .insert({ id, name, full_name: `${name} KK`, city: 'Novi Sad' })
        .onConflict('id')
        .ignore();
      await rm('league_teams').insert({ league_id: leagueId, team_id: id });
    },
    async contest(row: {
      id: number;
      leagueId: number;
      time: string;
      teams: [number, string, number, string];
      scores?: (number | null)[];
      status?: string;
      revision?: number;
    }) {
      const scores = Object.fromEntries(
        scoreFields.map((field, i) => [field, row.scores?.[i] ?? null]),
      );
      const sum = (side: string) =>
        scoreFields
          .filter((f) => f.startsWith(side))
          .reduce((total, f) => total + (scores[f] ?? 0), 0);
      await rm('contests').insert({
        id: row.id,
        league_id: row.leagueId,
        round: 1,
        time: row.time,
        location: 'Spens',
        first_team_id: row.teams[0],
        first_team_name: row.teams[1],
        second_team_id: row.teams[2],
        second_team_name: row.teams[3],
        ...scores,
        first_team_total: sum('A'),
        second_team_total: sum('B'),
        status: row.status ?? (row.scores ? 'in_progress' : 'scheduled'),
        winner: null,
        forfeit: false,
        revision: row.revision ?? 0,
        updated_at: now,
      });
    },
    async standing(
      leagueId: number,
      teamId: number,
      teamName: string,
      position: number,
      points: number,
    ) {
      await rm('standings').insert({
        league_id: leagueId,
        team_id: teamId,
        team_name: teamName,
        position,
        played: 1,
        won: points === 2 ? 1 : 0,
        lost: points === 2 ? 0 : 1,
        forfeits: 0,
        points_for: 80,
        points_against: 70,
        points,
        home_won: 0,
        home_lost: 0,
        away_won: 0,
        away_lost: 0,
      });
    },
    async checkpoint(value: string) {
      await rm('checkpoints')
        .insert({ projection: 'all', checkpoint: value })
        .onConflict('projection')
        .merge();
    },
  };
}
