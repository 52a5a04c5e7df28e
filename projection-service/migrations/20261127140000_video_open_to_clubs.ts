import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * Issue 11: a league may open its videos to every approved club, not only the two that play.
 * Off for every league until an administrator switches it on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).alterTable('leagues', (t) => {
    t.boolean('video_open_to_clubs').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).alterTable('leagues', (t) => {
    t.dropColumn('video_open_to_clubs');
  });
}
