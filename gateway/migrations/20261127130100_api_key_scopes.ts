import type { Knex } from 'knex';

/**
 * API keys gain scopes (issue 11): what a key may do besides reading its leagues. Every key
 * from before could read results only, so that is the default; `recordings` lets a recording
 * service attach match videos.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (t) => {
    t.specificType('scopes', 'text[]').notNullable().defaultTo(knex.raw("'{results}'::text[]"));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('api_keys', (t) => {
    t.dropColumn('scopes');
  });
}
