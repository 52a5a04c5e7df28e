import type { Knex } from 'knex';

/**
 * The read-model columns holding a name and its own Cyrillic form, one pair per record kind
 * that carries one (issue 10): catalogue records by their name; licences by each part of the
 * holder's name, since lists write players first-name-first or last-name-first.
 */
const sources = [
  { table: 'teams', name: 'name', form: 'cyrillic_name', live: 'deleted_at IS NULL' },
  { table: 'arenas', name: 'name', form: 'cyrillic_name' },
  { table: 'categories', name: 'name', form: 'cyrillic_name' },
  { table: 'clubs', name: 'name', form: 'cyrillic_name' },
  { table: 'leagues', name: 'name', form: 'cyrillic_name' },
  { table: 'licences', name: 'first_name', form: 'cyrillic_first_name', live: "status = 'active'" },
  { table: 'licences', name: 'last_name', form: 'cyrillic_last_name', live: "status = 'active'" },
] as const;

/**
 * Every name that has its own Cyrillic form, keyed by the name as written: the Cyrillic
 * interface looks names up here before transliterating them. Keyed by name rather than id
 * because contests, standings and brackets copy a team's name, not a reference to its record.
 * Deleted teams and revoked licences are left out, and what they named still shows,
 * transliterated. Where two records of one name disagree, the first source listed wins.
 */
export async function cyrillicNames(knex: Knex): Promise<Record<string, string>> {
  const select = sources.map((source, order) =>
    knex
      .raw(
        `SELECT ?? AS name, ?? AS form, ?::int AS source FROM rm.?? WHERE ?? IS NOT NULL${
          'live' in source ? ` AND ${source.live}` : ''
        }`,
        [source.name, source.form, order, source.table, source.form],
      )
      .toQuery(),
  );
  const result = await knex.raw<{ rows: { name: string; form: string }[] }>(
    `${select.join(' UNION ALL ')} ORDER BY source DESC, name`,
  );
  const names: Record<string, string> = {};
  // Later sources first, so the first source of a name is the one left standing.
  for (const row of result.rows) {
    if (row.form.trim() !== '') names[row.name] = row.form;
  }
  return names;
}
