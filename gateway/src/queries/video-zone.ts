import type { Knex } from 'knex';
import { rmSchema } from '../db/tables';

/**
 * The club a name stands for: a club record (rm.clubs) so named, in any letter case. Its id
 * becomes the representative's `pb_club_id`; what the club plays follows from its teams by id.
 */
export async function clubNamed(
  knex: Knex,
  name: string,
): Promise<{ id: number; name: string } | null> {
  const row = await knex(`${rmSchema}.clubs`)
    .whereRaw('lower(name) = lower(?)', [name.trim()])
    .orderBy('id')
    .first<{ id: number; name: string } | undefined>('id', 'name');
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
  const query = knex(`${rmSchema}.clubs`).distinct('name').orderBy('name').limit(20);
  if (search) query.whereILike('name', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await query;
  return rows.map((row: { name: string }) => row.name);
}
