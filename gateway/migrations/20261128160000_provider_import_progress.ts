import type { Knex } from 'knex';

/**
 * An import's apply runs as a job (issue 12): its row carries the state the screen polls
 * (queued, running, succeeded, failed), the phase, done/total per kind, the outcome and a
 * failure's code. The partial unique index is the lock: one season has at most one apply
 * queued or running, however many requests arrive at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('provider_imports', (t) => {
    t.text('state').notNullable().defaultTo('previewed');
    t.text('phase');
    t.jsonb('progress');
    t.jsonb('outcome');
    t.text('failure');
    t.integer('applied_by');
    t.timestamp('started_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
  });
  // Imports applied before this ran in the request: they are done.
  await knex('provider_imports').whereNotNull('applied_at').update({ state: 'succeeded' });
  await knex.raw(
    `CREATE UNIQUE INDEX provider_imports_one_running ON provider_imports (provider, external_id)
      WHERE state IN ('queued', 'running')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS provider_imports_one_running');
  await knex.schema.alterTable('provider_imports', (t) => {
    t.dropColumns(
      'state',
      'phase',
      'progress',
      'outcome',
      'failure',
      'applied_by',
      'started_at',
      'finished_at',
    );
  });
}
