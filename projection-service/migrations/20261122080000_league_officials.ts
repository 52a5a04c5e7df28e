import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * League settings and ownership on rm.leagues; rm.league_officials (who is on each of a league's
 * officials lists) and rm.contest_officials (who serves each contest), which the officials' scope
 * and the fees report read.
 */
export async function up(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  const db = () => knex.schema.withSchema(schema);

  await db().alterTable('leagues', (t) => {
    t.integer('owner_id');
    t.boolean('video_zone').notNullable().defaultTo(false);
    t.boolean('api_integration').notNullable().defaultTo(false);
    t.jsonb('standings_config')
      .notNullable()
      .defaultTo(
        knex.raw(
          `'{"win":2,"loss":1,"forfeit_win":2,"forfeit_loss":0,"draw_zero":0,"draw_nonzero":1}'::jsonb`,
        ),
      );
    t.jsonb('fees')
      .notNullable()
      .defaultTo(knex.raw(`'{"delegate":0,"referee":0,"statistician":0}'::jsonb`));
    t.index(['owner_id']);
  });

  await db().createTable('league_officials', (t) => {
    t.integer('league_id').notNullable();
    t.integer('account_id').notNullable();
    t.text('role').notNullable();
    t.primary(['league_id', 'account_id', 'role']);
    t.index(['account_id']);
  });

  await db().createTable('contest_officials', (t) => {
    t.integer('contest_id').notNullable();
    t.integer('account_id').notNullable();
    t.text('role').notNullable();
    t.integer('league_id').notNullable();
    t.primary(['contest_id', 'account_id', 'role']);
    t.index(['account_id']);
    t.index(['league_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  const db = () => knex.schema.withSchema(schemaOf(knex));
  await db().dropTableIfExists('contest_officials');
  await db().dropTableIfExists('league_officials');
  await db().alterTable('leagues', (t) => {
    t.dropIndex(['owner_id']);
    t.dropColumns('owner_id', 'video_zone', 'api_integration', 'standings_config', 'fees');
  });
}
