import type { Knex } from 'knex';

/**
 * Webhooks (issue 12 item 6): endpoints an API key registers, the messages the outbox made for
 * them (one per endpoint and event, by a stable `msg_…` id) and every delivery attempt. The
 * signing secret is AES-256-GCM encrypted like platform secrets and never read back for an
 * answer. An endpoint and its history go with its key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (t) => {
    t.increments('id').primary();
    t.integer('api_key_id').notNullable().references('id').inTable('api_keys').onDelete('CASCADE');
    t.text('url').notNullable();
    t.specificType('kinds', 'text[]').notNullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    /** Why the system switched it off (a 410 Gone from the receiver); null otherwise. */
    t.text('disabled_reason').nullable();
    t.text('secret_ciphertext').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['api_key_id']);
  });
  await knex.schema.createTable('webhook_messages', (t) => {
    t.text('id').primary();
    t.integer('endpoint_id')
      .notNullable()
      .references('id')
      .inTable('webhook_endpoints')
      .onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('event_id').nullable();
    t.text('body').notNullable();
    /** pending until a 2xx (delivered) or the last attempt / a 410 (failed). */
    t.text('state').notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['endpoint_id', 'created_at']);
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.bigIncrements('id').primary();
    t.text('message_id').notNullable();
    t.integer('endpoint_id')
      .notNullable()
      .references('id')
      .inTable('webhook_endpoints')
      .onDelete('CASCADE');
    t.text('kind').notNullable();
    t.integer('attempt').notNullable();
    t.integer('status_code').nullable();
    t.text('error').nullable();
    t.integer('duration_ms').notNullable();
    t.timestamp('next_retry_at', { useTz: true }).nullable();
    t.text('state').notNullable();
    t.timestamp('attempted_at', { useTz: true }).notNullable();
    t.index(['endpoint_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('webhook_deliveries');
  await knex.schema.dropTableIfExists('webhook_messages');
  await knex.schema.dropTableIfExists('webhook_endpoints');
}
