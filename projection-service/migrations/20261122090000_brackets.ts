import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * rm.league_series: the bracket of a play-off (or a tournament's knockout stage), one row per
 * series with its teams, winner and contests. A contest's own row stays in
 * rm.contests; `games` lists their ids in order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).createTable('league_series', (t) => {
    t.integer('league_id').notNullable();
    t.text('key').notNullable();
    t.integer('round').notNullable();
    t.integer('index').notNullable();
    t.integer('best_of').notNullable();
    t.integer('first_team_id');
    t.integer('second_team_id');
    t.integer('winner_team_id');
    t.specificType('games', 'int[]').notNullable();
    t.primary(['league_id', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).dropTableIfExists('league_series');
}
