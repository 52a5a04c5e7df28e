import type { Knex } from 'knex';
import { line, WorkflowFailure } from '../context';

/** A league as rm.leagues holds it: what a rollover copies. */
export interface LeagueRow {
  id: number;
  kind: 'league' | 'tournament' | 'play-off' | 'free-form';
  name: string;
  email: string | null;
  sort_index: number;
  public: boolean;
  number_of_teams: number;
  rounds: number;
  weeks: number | null;
  start_date: string;
  category_id: number | null;
  season: string | null;
  city: string | null;
  recreational: boolean;
  video_zone: boolean;
  api_integration: boolean;
  standings_config: Record<string, number>;
  fees: Record<string, number>;
  tie_break_order: string[] | null;
}

/** The league, or a failure in plain words when it is gone (deleted since the start). */
export async function leagueRow(knex: Knex, leagueId: number): Promise<LeagueRow> {
  const row = await knex
    .withSchema('rm')
    .table('leagues')
    .where('id', leagueId)
    .first<LeagueRow | undefined>(
      '*',
      knex.raw(`to_char(start_date, 'YYYY-MM-DD') AS start_date`),
      knex.raw(`to_jsonb(leagues) -> 'tie_break_order' AS tie_break_order`),
    );
  if (!row) throw new WorkflowFailure(line('workflowNoLeague'));
  return row;
}

/** The league's teams, as registered, with the names a registration carries. */
export async function leagueTeams(
  knex: Knex,
  leagueId: number,
): Promise<{ id: number; name: string; full_name: string | null; city: string | null }[]> {
  return knex
    .withSchema('rm')
    .from('league_teams as lt')
    .join('teams as t', 't.id', 'lt.team_id')
    .where('lt.league_id', leagueId)
    .orderBy('t.id')
    .select('t.id', 't.name', 't.full_name', 't.city');
}
