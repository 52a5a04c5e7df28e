import type { Knex } from 'knex';

/**
 * Requests per API key per day (issue 12), for the API keys list: one row per key and UTC day,
 * counted by an upsert in the same statement that authenticates the request, so 100 requests
 * at once count 100. A key's rows go with the key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_key_usage', (t) => {
    t.integer('api_key_id').notNullable().references('id').inTable('api_keys').onDelete('CASCADE');
    t.date('day').notNullable();
    t.integer('requests').notNullable();
    t.primary(['api_key_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_key_usage');
}
