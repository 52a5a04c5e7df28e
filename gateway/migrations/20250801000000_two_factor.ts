import type { Knex } from 'knex';

/**
 * Admin two-factor authentication: the TOTP seed encrypted with AES-256-GCM (never in
 * plain text, never in the event log), when enrolment was confirmed, and the last accepted
 * time-step so a code cannot be used twice; recovery codes are kept only as argon2 hashes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_two_factor', (t) => {
    t.integer('account_id').primary().references('accounts.id').onDelete('CASCADE');
    t.text('secret_ciphertext').notNullable();
    t.timestamp('confirmed_at', { useTz: true }).nullable();
    t.bigInteger('last_time_step').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('account_recovery_codes', (t) => {
    t.increments('id').primary();
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['account_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('account_recovery_codes');
  await knex.schema.dropTable('account_two_factor');
}
