import type { Knex } from 'knex';

/**
 * Data provider imports (issue 12). `provider_links` maps a provider's external id to what
 * Courtside made of it; its key (provider, kind, external_id) is what keeps two imports, even
 * at once, from making the same team twice. `provider_imports` keeps each preview's season as
 * read, so applying never calls the provider again and a re-run finds the same data.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('provider_links', (t) => {
    t.text('provider').notNullable();
    t.text('kind').notNullable();
    t.text('external_id').notNullable();
    t.integer('courtside_id').notNullable();
    t.text('fingerprint').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['provider', 'kind', 'external_id']);
  });
  await knex.schema.createTable('provider_imports', (t) => {
    t.bigIncrements('id');
    t.text('provider').notNullable();
    t.text('external_id').notNullable();
    t.jsonb('snapshot').notNullable();
    t.integer('created_by').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('applied_at', { useTz: true });
    t.integer('league_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('provider_imports');
  await knex.schema.dropTableIfExists('provider_links');
}
