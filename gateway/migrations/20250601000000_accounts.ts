import type { Knex } from 'knex';

/** Sign-in accounts of every kind; secrets live here, never in the event log. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('accounts', (t) => {
    t.increments('id').primary();
    t.text('kind').notNullable();
    t.text('email').notNullable();
    t.text('name').notNullable();
    t.text('password_hash').notNullable();
    t.specificType('roles', 'text[]').notNullable().defaultTo('{}');
    t.specificType('permissions', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('disabled_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_activity_at', { useTz: true }).nullable();
  });
  // The same person may hold an official and an admin account; emails compare case-blind.
  await knex.raw('CREATE UNIQUE INDEX accounts_kind_email ON accounts (kind, lower(email))');
  await knex.raw(
    "ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check CHECK (kind IN ('admin', 'official', 'representative'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('accounts');
}
