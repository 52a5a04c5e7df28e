import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * Officials' tests: rm.official_tests (the questions with their correct options, which only the
 * gateway's admin queries read out), rm.official_test_assignments (who was given which) and
 * rm.official_test_attempts (one row per official and test: start, deadline, answers, grade).
 */
export async function up(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  const db = () => knex.schema.withSchema(schema);

  await db().createTable('official_tests', (t) => {
    t.integer('id').primary();
    t.text('title').notNullable();
    t.integer('pass_mark').notNullable();
    t.integer('time_limit_minutes').notNullable();
    t.jsonb('questions').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await db().createTable('official_test_assignments', (t) => {
    t.integer('test_id').notNullable();
    t.integer('account_id').notNullable();
    t.timestamp('assigned_at', { useTz: true }).notNullable();
    t.primary(['test_id', 'account_id']);
    t.index(['account_id']);
  });

  await db().createTable('official_test_attempts', (t) => {
    t.integer('test_id').notNullable();
    t.integer('account_id').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('deadline', { useTz: true }).notNullable();
    /** The questions as they were at the start, which the attempt is graded on. */
    t.jsonb('questions').notNullable();
    t.timestamp('submitted_at', { useTz: true });
    t.jsonb('answers');
    t.integer('score');
    t.integer('max_score');
    t.decimal('percent', 5, 2);
    t.boolean('passed');
    t.primary(['test_id', 'account_id']);
    t.index(['account_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  await knex.schema.withSchema(schema).dropTableIfExists('official_test_attempts');
  await knex.schema.withSchema(schema).dropTableIfExists('official_test_assignments');
  await knex.schema.withSchema(schema).dropTableIfExists('official_tests');
}
