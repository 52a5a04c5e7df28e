import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * Issue 12: a league may be synced to the scoreboard and workflow services (off until an
 * administrator switches it on); with sync on, its matches and its players and staff are each
 * pushed unless that part is switched off (the spec's two switches).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).alterTable('leagues', (t) => {
    t.boolean('scoreboard_sync').notNullable().defaultTo(false);
    t.boolean('scoreboard_sync_matches').notNullable().defaultTo(true);
    t.boolean('scoreboard_sync_roster').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).alterTable('leagues', (t) => {
    t.dropColumn('scoreboard_sync');
    t.dropColumn('scoreboard_sync_matches');
    t.dropColumn('scoreboard_sync_roster');
  });
}
