import type { Knex } from 'knex';

/**
 * Officials' assignments now come from events (LeagueOfficialAssigned, ContestOfficialsAssigned)
 * projected into rm.league_officials and rm.contest_officials; the gateway-owned table they
 * replace is no longer read or written.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('official_assignments');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('official_assignments', (t) => {
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.integer('league_id').notNullable();
    t.text('role').notNullable();
    t.primary(['account_id', 'league_id', 'role']);
  });
}
