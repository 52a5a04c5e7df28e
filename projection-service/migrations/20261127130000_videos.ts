import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * rm.videos (issue 11): each match video, where its file and poster are kept and what ffprobe
 * read of it; a removed video keeps its row with `removed_at` set.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).createTable('videos', (t) => {
    t.integer('id').primary();
    t.integer('contest_id').notNullable().index();
    t.integer('league_id').notNullable().index();
    t.integer('recording_id').index();
    t.text('storage_key').notNullable();
    t.text('poster_key').notNullable();
    t.text('content_type').notNullable();
    t.bigInteger('size_bytes').notNullable();
    t.double('duration_seconds').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.text('video_codec').notNullable();
    t.text('audio_codec');
    t.text('attached_by_kind').notNullable();
    t.integer('attached_by_id').notNullable();
    t.timestamp('attached_at', { useTz: true }).notNullable();
    t.timestamp('removed_at', { useTz: true });
    t.integer('revision').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).dropTableIfExists('videos');
}
