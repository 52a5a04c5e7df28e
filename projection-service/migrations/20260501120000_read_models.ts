import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * Every read-model table, built in the schema named by `knex.userParams.schema` so a rebuild
 * can run the very same migration into `rm_next` and swap it in with one rename.
 */
export async function up(knex: Knex): Promise<void> {
  // A schema builder accumulates statements, so each table gets a fresh one.
  const db = () => knex.schema.withSchema(schemaOf(knex));

  await db().createTable('categories', (t) => {
    t.integer('id').primary();
    t.text('name').notNullable();
    t.text('season').notNullable();
    t.boolean('public').notNullable();
    t.integer('tabindex').notNullable();
  });

  await db().createTable('leagues', (t) => {
    t.integer('id').primary();
    t.text('kind').notNullable();
    t.text('name').notNullable();
    t.text('email');
    t.integer('sort_index').notNullable();
    t.boolean('public').notNullable();
    t.integer('number_of_teams').notNullable();
    t.integer('rounds').notNullable();
    t.integer('weeks');
    t.date('start_date').notNullable();
    t.integer('category_id');
    t.text('category_name');
    t.text('season');
    t.text('city');
    t.boolean('recreational').notNullable();
    t.integer('games_played').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['category_id']);
  });

  await db().createTable('teams', (t) => {
    t.integer('id').primary();
    t.text('name').notNullable();
    t.text('full_name');
    t.text('city');
  });

  await db().createTable('league_teams', (t) => {
    t.integer('league_id').notNullable();
    t.integer('team_id').notNullable();
    t.primary(['league_id', 'team_id']);
  });

  await db().createTable('contests', (t) => {
    t.integer('id').primary();
    t.integer('league_id').notNullable();
    t.integer('round').notNullable();
    t.timestamp('time', { useTz: true }).notNullable();
    t.text('location');
    t.integer('first_team_id').notNullable();
    t.integer('second_team_id').notNullable();
    t.text('first_team_name').notNullable();
    t.text('second_team_name').notNullable();
    t.boolean('first_team_absent').notNullable().defaultTo(false);
    t.boolean('second_team_absent').notNullable().defaultTo(false);
    for (const field of ['A1', 'A2', 'A3', 'A4', 'A_extra', 'B1', 'B2', 'B3', 'B4', 'B_extra']) {
      t.integer(field);
    }
    t.integer('first_team_total').notNullable().defaultTo(0);
    t.integer('second_team_total').notNullable().defaultTo(0);
    t.text('status').notNullable();
    t.text('winner');
    t.boolean('forfeit').notNullable().defaultTo(false);
    t.integer('revision').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['league_id', 'time']);
    t.index(['time']);
  });

  await db().createTable('contest_days', (t) => {
    t.date('day').notNullable();
    t.integer('league_id').notNullable();
    t.integer('contests').notNullable();
    t.primary(['day', 'league_id']);
  });

  await db().createTable('standings', (t) => {
    t.integer('league_id').notNullable();
    t.integer('team_id').notNullable();
    t.text('team_name').notNullable();
    t.integer('position').notNullable();
    for (const column of [
      'played',
      'won',
      'lost',
      'forfeits',
      'points_for',
      'points_against',
      'points',
      'home_won',
      'home_lost',
      'away_won',
      'away_lost',
    ]) {
      t.integer(column).notNullable();
    }
    t.primary(['league_id', 'team_id']);
  });

  await db().createTable('checkpoints', (t) => {
    t.text('projection').primary();
    t.text('checkpoint');
  });
}

export async function down(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  for (const table of [
    'checkpoints',
    'standings',
    'contest_days',
    'contests',
    'league_teams',
    'teams',
    'leagues',
    'categories',
  ]) {
    await knex.schema.withSchema(schema).dropTableIfExists(table);
  }
}
