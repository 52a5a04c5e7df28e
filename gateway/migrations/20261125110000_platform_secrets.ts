import type { Knex } from 'knex';

/**
 * Secrets of a platform's settings (the Atrium key), AES-256-GCM encrypted like TOTP seeds.
 * Kept in gateway's own table: the event log records only that a key changed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('platform_secrets', (t) => {
    t.integer('platform_id').notNullable();
    t.text('name').notNullable();
    t.text('ciphertext').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['platform_id', 'name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('platform_secrets');
}
