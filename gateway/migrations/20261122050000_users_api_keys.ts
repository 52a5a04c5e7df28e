import type { Knex } from 'knex';

/**
 * Identity administration: a user's screen name, uploaded avatar and soft deletion (a deleted
 * account keeps its row, so the audit log still names who did what), and API keys. A key is
 * kept only as the SHA-256 of its high-entropy secret plus a short prefix for recognition; the
 * per-key rate window lives on the row so every gateway counts the same requests.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accounts', (t) => {
    t.text('screen_name').nullable();
    t.text('avatar_path').nullable();
    t.timestamp('deleted_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('api_keys', (t) => {
    t.increments('id').primary();
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('prefix').notNullable();
    t.text('secret_hash').notNullable().unique();
    // rm.leagues belongs to projection-service and is rebuilt by schema swap: no foreign key.
    t.specificType('league_ids', 'integer[]').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.integer('window_requests').notNullable().defaultTo(0);
    t.timestamp('window_ends_at', { useTz: true }).nullable();
    t.index(['account_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys');
  await knex.schema.alterTable('accounts', (t) => {
    t.dropColumns('screen_name', 'avatar_path', 'deleted_at');
  });
}
