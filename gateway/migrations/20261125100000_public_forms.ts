import type { Knex } from 'knex';

/**
 * The public forms (issue 10): contact threads with their messages, appointment bookings and the
 * captcha payloads already used. Gateway owns them like accounts: a visitor's request is not a
 * league decision, and the overlap rule must hold at the insert itself, which a read model
 * filled after an append could not refuse.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');
  // One row per solved challenge: the primary key is the atomic claim that refuses a replay.
  await knex.schema.createTable('captcha_claims', (t) => {
    t.text('challenge').primary();
    t.timestamp('claimed_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('contact_threads', (t) => {
    t.increments('id').primary();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('subject').notNullable();
    t.text('state').notNullable().defaultTo('open');
    t.text('submission_ip').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['state', 'id']);
  });
  await knex.raw(
    "ALTER TABLE contact_threads ADD CONSTRAINT contact_threads_state CHECK (state IN ('open', 'resolved', 'archived'))",
  );
  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id').primary();
    t.integer('thread_id').notNullable().references('contact_threads.id').onDelete('CASCADE');
    // Null: the visitor wrote it; else the admin who replied by e-mail.
    t.integer('account_id').nullable().references('accounts.id');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['thread_id', 'id']);
  });
  await knex.schema.createTable('appointments', (t) => {
    t.increments('id').primary();
    t.text('full_name').notNullable();
    t.text('email').notNullable();
    t.text('phone').notNullable();
    t.integer('sport_id').notNullable();
    t.integer('arena_id').notNullable();
    t.text('tournament').nullable();
    t.text('home_team').notNullable();
    t.text('away_team').notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.integer('duration_minutes').notNullable();
    // Stored rather than computed in the constraint: timestamptz + interval is not immutable,
    // so an index expression cannot hold it. The check below keeps it equal to the duration.
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.text('notes').notNullable().defaultTo('');
    t.text('state').notNullable().defaultTo('pending');
    t.text('submission_ip').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['state', 'id']);
  });
  await knex.raw(`
    ALTER TABLE appointments
      ADD CONSTRAINT appointments_state
        CHECK (state IN ('pending', 'processing', 'finished', 'archived', 'deleted')),
      ADD CONSTRAINT appointments_duration CHECK (duration_minutes BETWEEN 30 AND 240),
      ADD CONSTRAINT appointments_ends_at
        CHECK (ends_at = starts_at + make_interval(mins => duration_minutes)),
      -- Two live bookings of one arena never overlap, however many requests arrive at once:
      -- the database refuses the second insert (or a restore into a taken slot). Archived and
      -- deleted bookings free their slot.
      ADD CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
        arena_id WITH =,
        tstzrange(starts_at, ends_at, '[)') WITH &&
      ) WHERE (state NOT IN ('archived', 'deleted'))
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('appointments');
  await knex.schema.dropTableIfExists('contact_messages');
  await knex.schema.dropTableIfExists('contact_threads');
  await knex.schema.dropTableIfExists('captcha_claims');
}
