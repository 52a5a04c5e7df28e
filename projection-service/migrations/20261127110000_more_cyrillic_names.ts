import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * Issue 10, "Cyrillic for everything": arenas, categories, clubs and leagues carry their own
 * Cyrillic form now, as teams already do (20261125120000_cyrillic_names), and a licence its
 * holder's first and last name in Cyrillic (a foreign player). Null means "transliterate".
 */
const columns = [
  ['arenas', 'cyrillic_name'],
  ['categories', 'cyrillic_name'],
  ['clubs', 'cyrillic_name'],
  ['leagues', 'cyrillic_name'],
  ['licences', 'cyrillic_first_name'],
  ['licences', 'cyrillic_last_name'],
] as const;

export async function up(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  for (const [table, column] of columns) {
    await knex.schema.withSchema(schema).alterTable(table, (t) => {
      t.text(column);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  for (const [table, column] of columns) {
    await knex.schema.withSchema(schema).alterTable(table, (t) => {
      t.dropColumn(column);
    });
  }
}
