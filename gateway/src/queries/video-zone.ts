import type { Knex } from 'knex';
import { rmSchema } from '../db/tables';
import { whereTeamIsPublic } from './public-teams';

/** The club a name stands for: a team of the read model named so (or with that full name). */
export async function clubNamed(
  knex: Knex,
  name: string,
): Promise<{ id: number; name: string } | null> {
  const query = knex(`${rmSchema}.teams as t`)
    .whereRaw('(lower(t.name) = lower(?) OR lower(t.full_name) = lower(?))', [name, name])
    .orderBy('t.id')
    .first<{ id: number; name: string } | undefined>('t.id', 't.name');
  const row = await whereTeamIsPublic(query, 't');
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

/** Club names to choose from when registering: teams of the read model, by name, 20 at most. */
export async function clubNames(knex: Knex, search: string): Promise<string[]> {
  const query = knex(`${rmSchema}.teams as t`).distinct('t.name').orderBy('t.name').limit(20);
  whereTeamIsPublic(query, 't');
  if (search) query.whereILike('t.name', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await query;
  return rows.map((row: { name: string }) => row.name);
}
