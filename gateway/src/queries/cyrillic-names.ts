import type { Knex } from 'knex';

/**
 * Every name that has its own Cyrillic form, keyed by the name as written: the Cyrillic
 * interface looks names up here before transliterating them. Keyed by name rather than id
 * because contests, standings and brackets copy a team's name, not a reference to its record.
 * Teams so far (the records whose commands carry the form); deleted teams are left out, and
 * what they named still shows, transliterated.
 */
export async function cyrillicNames(knex: Knex): Promise<Record<string, string>> {
  const rows: { name: string; cyrillic_name: string }[] = await knex('teams')
    .withSchema('rm')
    .whereNotNull('cyrillic_name')
    .whereNull('deleted_at')
    .select('name', 'cyrillic_name');
  const names: Record<string, string> = {};
  for (const row of rows) {
    if (row.cyrillic_name.trim() !== '') names[row.name] = row.cyrillic_name;
  }
  return names;
}
