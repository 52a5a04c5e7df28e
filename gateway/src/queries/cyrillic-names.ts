import type { Knex } from 'knex';

/** The catalogue tables whose records may carry their own Cyrillic name. */
const tables = ['teams', 'arenas', 'categories', 'clubs'] as const;

/**
 * Every name that has its own Cyrillic form, keyed by the name as written: the Cyrillic
 * interface looks names up here before transliterating them. Keyed by name rather than id
 * because contests, standings and brackets copy a team's name, not a reference to its record.
 * Deleted teams are left out; what they named still shows, transliterated.
 */
export async function cyrillicNames(knex: Knex): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const table of tables) {
    const rows: { name: string; cyrillic_name: string }[] = await knex(table)
      .withSchema('rm')
      .whereNotNull('cyrillic_name')
      .modify((query) => {
        if (table === 'teams') void query.whereNull('deleted_at');
      })
      .select('name', 'cyrillic_name');
    for (const row of rows) {
      if (row.cyrillic_name.trim() !== '') names[row.name] = row.cyrillic_name;
    }
  }
  return names;
}
