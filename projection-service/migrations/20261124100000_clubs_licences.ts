import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * Clubs and licences: rm.clubs with rm.club_teams (a team belongs to one club at most),
 * rm.licences (one row per licence as it now is, private fields included: only admin queries
 * read them) and rm.licence_history (every issue, transfer and revocation, for the history).
 */
export async function up(knex: Knex): Promise<void> {
  const db = () => knex.schema.withSchema(schemaOf(knex));

  await db().createTable('clubs', (t) => {
    t.integer('id').primary();
    t.text('name').notNullable();
    t.text('city');
    t.text('region');
    t.integer('arena_id');
    t.text('logo');
    t.text('link');
    t.text('contact');
  });

  await db().createTable('club_teams', (t) => {
    t.integer('club_id').notNullable();
    t.integer('team_id').notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['club_id', 'team_id']);
    t.index(['team_id']);
  });

  await db().createTable('licences', (t) => {
    t.integer('id').primary();
    t.text('kind').notNullable();
    t.text('status').notNullable();
    t.integer('club_id').notNullable();
    t.text('season').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.date('birth_date');
    t.text('birth_place');
    t.text('ebr');
    t.text('jmbg');
    t.text('photo');
    t.integer('number');
    t.text('position');
    t.text('role');
    t.text('licence_number');
    t.timestamp('issued_at', { useTz: true }).notNullable();
    t.integer('revision').notNullable();
    t.index(['club_id', 'season']);
  });

  await db().createTable('licence_history', (t) => {
    t.integer('licence_id').notNullable();
    t.integer('revision').notNullable();
    t.text('action').notNullable();
    t.integer('club_id').notNullable();
    t.integer('from_club_id');
    t.text('season').notNullable();
    t.text('reason');
    t.timestamp('at', { useTz: true }).notNullable();
    t.primary(['licence_id', 'revision']);
  });
}

export async function down(knex: Knex): Promise<void> {
  const db = () => knex.schema.withSchema(schemaOf(knex));
  await db().dropTable('licence_history');
  await db().dropTable('licences');
  await db().dropTable('club_teams');
  await db().dropTable('clubs');
}
