import type { Knex } from 'knex';

/**
 * Files officials upload for a match (facility photos, the score sheet, records). The bytes live
 * in the match-files storage, outside every served folder; this table says which file belongs to
 * which match and who sent it. Gateway owns it like accounts: a file is not a domain decision.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('match_files', (t) => {
    t.increments('id').primary();
    t.integer('contest_id').notNullable();
    t.text('kind').notNullable();
    t.text('media_type').notNullable();
    t.integer('size_bytes').notNullable();
    t.text('original_name').notNullable();
    t.text('stored_name').notNullable().unique();
    t.text('thumbnail_name').nullable();
    t.integer('uploaded_by').notNullable().references('accounts.id');
    t.timestamp('uploaded_at', { useTz: true }).notNullable();
    t.index(['contest_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('match_files');
}
