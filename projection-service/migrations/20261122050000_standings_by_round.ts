import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

const counts = [
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
] as const;

/**
 * rm.standings.criterion: which FIBA Appendix D criterion placed the row. rm.standings_rounds
 * and rm.standings_days: the table as it stood after each round and after each day with
 * results, recomputed with the live table, so "standings as of round N" is a plain read.
 */
export async function up(knex: Knex): Promise<void> {
  const db = () => knex.schema.withSchema(schemaOf(knex));

  await db().alterTable('standings', (t) => {
    t.text('criterion').notNullable().defaultTo('points');
  });

  const snapshot = (cut: (t: Knex.CreateTableBuilder) => void, key: string) =>
    db().createTable(`standings_${key}s`, (t) => {
      t.integer('league_id').notNullable();
      cut(t);
      t.integer('team_id').notNullable();
      t.text('team_name').notNullable();
      t.integer('position').notNullable();
      for (const column of counts) t.integer(column).notNullable();
      t.text('criterion').notNullable();
      t.primary(['league_id', key, 'team_id']);
    });
  await snapshot((t) => t.integer('round').notNullable(), 'round');
  await snapshot((t) => t.date('day').notNullable(), 'day');
}

export async function down(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  await knex.schema.withSchema(schema).dropTableIfExists('standings_days');
  await knex.schema.withSchema(schema).dropTableIfExists('standings_rounds');
  await knex.schema.withSchema(schema).alterTable('standings', (t) => {
    t.dropColumn('criterion');
  });
}
