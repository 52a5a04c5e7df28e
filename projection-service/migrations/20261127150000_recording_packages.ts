import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * The recording packages a league offers its clubs (issue 11), in catalogue order. Null for a
 * league that never narrowed its offer: it offers every package (`offeredPackages`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).alterTable('leagues', (t) => {
    t.jsonb('recording_packages');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).alterTable('leagues', (t) => {
    t.dropColumn('recording_packages');
  });
}
