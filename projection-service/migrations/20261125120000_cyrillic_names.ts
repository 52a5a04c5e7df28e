import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * The catalogue records whose name may carry its own Cyrillic form (issue 10, Cyrillic): teams
 * so far; arenas, categories, clubs, leagues and players follow with their commands.
 */
const tables = ['teams'] as const;

/**
 * A name's own Cyrillic form, where transliteration would be wrong (a sponsor, a foreign name):
 * null means the Cyrillic interface transliterates the name.
 */
export async function up(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  for (const table of tables) {
    await knex.schema.withSchema(schema).alterTable(table, (t) => {
      t.text('cyrillic_name');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  for (const table of tables) {
    await knex.schema.withSchema(schema).alterTable(table, (t) => {
      t.dropColumn('cyrillic_name');
    });
  }
}
