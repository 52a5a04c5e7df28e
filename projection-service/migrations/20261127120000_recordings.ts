import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * rm.recordings (issue 11): each club's recording booking of a match, where it stands and why
 * it ended. Names (club, league, teams) are joined from their own tables when read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).createTable('recordings', (t) => {
    t.integer('id').primary();
    t.integer('contest_id').notNullable();
    t.integer('club_id').notNullable().index();
    t.integer('league_id').notNullable().index();
    t.text('package').notNullable();
    t.text('notes');
    t.text('state').notNullable().index();
    t.text('reason');
    t.integer('requested_by');
    t.timestamp('requested_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.integer('revision').notNullable();
    t.index(['contest_id', 'club_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).dropTableIfExists('recordings');
}
