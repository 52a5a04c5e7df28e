import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * rm.workflows (issue 12): each workflow an administrator started, where its run is and how it
 * ended; rm.workflow_log: its log lines in stream order, as message keys with parameters.
 */
export async function up(knex: Knex): Promise<void> {
  const db = () => knex.schema.withSchema(schemaOf(knex));
  await db().createTable('workflows', (t) => {
    t.integer('id').primary();
    t.text('kind').notNullable();
    t.integer('league_id').notNullable().index();
    t.jsonb('params').notNullable();
    t.text('status').notNullable();
    t.integer('done').notNullable();
    t.integer('total').notNullable();
    t.integer('attempt').notNullable();
    t.jsonb('outcome');
    t.integer('started_by');
    t.timestamp('started_at', { useTz: true }).notNullable().index();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.integer('revision').notNullable();
  });
  await db().createTable('workflow_log', (t) => {
    t.integer('workflow_id').notNullable();
    t.integer('revision').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.text('key').notNullable();
    t.jsonb('params').notNullable();
    t.primary(['workflow_id', 'revision']);
  });
}

export async function down(knex: Knex): Promise<void> {
  const db = () => knex.schema.withSchema(schemaOf(knex));
  await db().dropTableIfExists('workflow_log');
  await db().dropTableIfExists('workflows');
}
