import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * Platform settings (issue 10): rm.platform_settings holds each tab's fields as last saved (the
 * Atrium tab only its address and whether a key changed: the key itself is gateway's), and
 * rm.closed_seasons the seasons ended, whose leagues are read-only.
 */
export async function up(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  await knex.schema.withSchema(schema).createTable('platform_settings', (t) => {
    t.integer('platform_id').notNullable();
    t.text('section').notNullable();
    t.jsonb('values').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['platform_id', 'section']);
  });
  await knex.schema.withSchema(schema).createTable('closed_seasons', (t) => {
    t.text('season').primary();
    t.integer('platform_id').notNullable();
    t.timestamp('closed_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  await knex.schema.withSchema(schema).dropTableIfExists('closed_seasons');
  await knex.schema.withSchema(schema).dropTableIfExists('platform_settings');
}
