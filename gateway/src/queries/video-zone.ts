import type { Knex } from 'knex';
import { rmSchema } from '../db/tables';

/**
 * Keeps only clubs the public may see named: a club with no team yet, or with a team the public
 * may see (one playing in a public league, or in no league yet). A club whose teams play only in
 * non-public leagues stays hidden, as they are (issue 14).
 */
function whereClubIsPublic(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.whereRaw(
    `(NOT EXISTS (SELECT 1 FROM ${rmSchema}.club_teams ct WHERE ct.club_id = c.id)
      OR EXISTS (SELECT 1 FROM ${rmSchema}.club_teams ct
                  WHERE ct.club_id = c.id
                    AND (EXISTS (SELECT 1 FROM ${rmSchema}.league_teams lt
                                   JOIN ${rmSchema}.leagues l ON l.id = lt.league_id
                                  WHERE lt.team_id = ct.team_id AND l.public)
                         OR NOT EXISTS (SELECT 1 FROM ${rmSchema}.league_teams lt
                                         WHERE lt.team_id = ct.team_id))))`,
  );
}

/**
 * The club a name stands for: a club record (rm.clubs) so named, in any letter case. Its id
 * becomes the representative's `pb_club_id`; what the club plays follows from its teams by id.
 */
export async function clubNamed(
  knex: Knex,
  name: string,
): Promise<{ id: number; name: string } | null> {
  const query = knex(`${rmSchema}.clubs as c`)
    .whereRaw('lower(c.name) = lower(?)', [name.trim()])
    .orderBy('c.id')
    .first<{ id: number; name: string } | undefined>('c.id', 'c.name');
  const row = await whereClubIsPublic(query);
  return row ?? null;
}

/** Sports a representative may pick: those the catalogue shows on scheduling (spec §3). */
export async function schedulingSports(knex: Knex): Promise<{ id: number; name: string }[]> {
  if (!(await knex.schema.withSchema(rmSchema).hasTable('sports'))) return [];
  return knex(`${rmSchema}.sports`)
    .where({ show_on_scheduling: true })
    .orderBy('name')
    .select<{ id: number; name: string }[]>('id', 'name');
}

/** Whether a sport shown on scheduling has this id. */
export async function sportExists(knex: Knex, id: number): Promise<boolean> {
  return (await schedulingSports(knex)).some((sport) => sport.id === id);
}

/** Club names to choose from when registering: club records, by name, 20 at most. */
export async function clubNames(knex: Knex, search: string): Promise<string[]> {
  const query = knex(`${rmSchema}.clubs as c`).distinct('c.name').orderBy('c.name').limit(20);
  whereClubIsPublic(query);
  if (search) query.whereILike('c.name', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await query;
  return rows.map((row: { name: string }) => row.name);
}
