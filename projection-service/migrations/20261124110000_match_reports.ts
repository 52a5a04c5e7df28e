import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * rm.match_reports: each match's report as last filed (notes, incidents, attendance, fouls and
 * injuries as JSON lists), who filed it and when, and the stream revision to send back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).createTable('match_reports', (t) => {
    t.integer('contest_id').primary();
    t.text('notes').notNullable();
    t.text('incidents').notNullable();
    t.integer('attendance');
    t.jsonb('technical_fouls').notNullable();
    t.jsonb('unsportsmanlike_fouls').notNullable();
    t.jsonb('injuries').notNullable();
    t.integer('revision').notNullable();
    t.integer('filed_by');
    t.timestamp('filed_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).dropTableIfExists('match_reports');
}
