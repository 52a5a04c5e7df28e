import type { Knex } from 'knex';

/**
 * Video-zone representatives' own fields (spec §3: first and last name, club, sport; approved
 * when approved_at is set) and password-reset tokens for every sign-in kind. A token is kept
 * only as its SHA-256 hash, one per account (a new request replaces the old), and is deleted
 * when used.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accounts', (t) => {
    t.timestamp('approved_at', { useTz: true }).nullable();
    t.text('first_name').nullable();
    t.text('last_name').nullable();
    t.integer('pb_club_id').nullable();
    t.text('club').nullable();
    t.integer('sport_id').nullable();
  });
  await knex.schema.createTable('password_resets', (t) => {
    t.integer('account_id').primary().references('accounts.id').onDelete('CASCADE');
    t.text('token_hash').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_resets');
  await knex.schema.alterTable('accounts', (t) => {
    t.dropColumn('approved_at');
    t.dropColumn('first_name');
    t.dropColumn('last_name');
    t.dropColumn('pb_club_id');
    t.dropColumn('club');
    t.dropColumn('sport_id');
  });
}
