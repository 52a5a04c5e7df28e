import type { Knex } from 'knex';
import { rmSchema } from '../db/tables';

/**
 * Keeps only teams the public may see named: those playing in at least one public league, or
 * in no league yet (a catalogue entry of its own). A team playing only in non-public leagues
 * stays hidden, as its leagues are (issue 14: public club searches named them). `team` is the
 * alias (or table) whose `id` is the team's.
 */
export function whereTeamIsPublic(query: Knex.QueryBuilder, team: string): Knex.QueryBuilder {
  return query.whereRaw(
    `(EXISTS (SELECT 1 FROM ${rmSchema}.league_teams lt
                JOIN ${rmSchema}.leagues l ON l.id = lt.league_id
               WHERE lt.team_id = ${team}.id AND l.public)
      OR NOT EXISTS (SELECT 1 FROM ${rmSchema}.league_teams lt WHERE lt.team_id = ${team}.id))`,
  );
}

/** Whether the public may see the team named (see whereTeamIsPublic). */
export async function teamIsPublic(knex: Knex | Knex.Transaction, id: number): Promise<boolean> {
  const query = knex(`${rmSchema}.teams as t`).where('t.id', id).first('t.id');
  return (await whereTeamIsPublic(query, 't')) !== undefined;
}
