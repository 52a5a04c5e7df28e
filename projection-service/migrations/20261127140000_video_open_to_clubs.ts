import type { Knex } from 'knex';

/** The read-model schema this run targets (rm, or rm_next during a rebuild). */
function schemaOf(knex: Knex): string {
  const schema: unknown = knex.userParams['schema'];
  return typeof schema === 'string' ? schema : 'rm';
}

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
