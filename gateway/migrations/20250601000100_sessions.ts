import type { Knex } from 'knex';

/**
 * The table connect-pg-simple expects (its own table.sql, renamed to "sessions"), the
 * login throttle shared by every gateway, and the attachments table the Socket.IO
 * PostgreSQL adapter uses for payloads over the NOTIFY size limit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE sessions (
      sid varchar NOT NULL COLLATE "default" PRIMARY KEY,
      sess json NOT NULL,
      expire timestamp(6) NOT NULL
    )`);
  await knex.raw('CREATE INDEX sessions_expire ON sessions (expire)');
  await knex.schema.createTable('login_throttle', (t) => {
    t.text('key').primary();
    t.integer('failures').notNullable();
    t.timestamp('window_ends_at', { useTz: true }).notNullable();
  });
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS socket_io_attachments (
      id bigserial UNIQUE,
      created_at timestamptz DEFAULT now(),
      payload bytea
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('socket_io_attachments');
  await knex.schema.dropTable('login_throttle');
  await knex.schema.dropTable('sessions');
}
