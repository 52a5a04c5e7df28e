import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * The competitions catalogue: rm.arenas and rm.sports, and rm.teams grown into the team
 * aggregate's fields. A deleted team keeps its row (leagues, contests and standings still name
 * it) with `deleted_at` set; the catalogue lists hide it.
 */
export async function up(knex: Knex): Promise<void> {
  const db = () => knex.schema.withSchema(schemaOf(knex));

  await db().createTable('arenas', (t) => {
    t.integer('id').primary();
    t.text('name').notNullable();
    t.text('address');
    t.text('city');
    t.text('country');
    t.double('latitude');
    t.double('longitude');
  });

  await db().createTable('sports', (t) => {
    t.integer('id').primary();
    t.text('name').notNullable();
    t.boolean('show_on_scheduling').notNullable().defaultTo(false);
  });

  await db().alterTable('teams', (t) => {
    t.text('region');
    t.integer('category_id');
    t.integer('arena_id');
    t.text('link');
    t.text('logo');
    t.boolean('recreational').notNullable().defaultTo(false);
    t.boolean('is_absent').notNullable().defaultTo(false);
    t.jsonb('licences').notNullable().defaultTo('[]');
    t.timestamp('deleted_at', { useTz: true });
    t.index(['category_id']);
    t.index(['arena_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  const db = () => knex.schema.withSchema(schemaOf(knex));
  await db().alterTable('teams', (t) => {
    t.dropIndex(['category_id']);
    t.dropIndex(['arena_id']);
    for (const column of [
      'region',
      'category_id',
      'arena_id',
      'link',
      'logo',
      'recreational',
      'is_absent',
      'licences',
      'deleted_at',
    ]) {
      t.dropColumn(column);
    }
  });
  await db().dropTable('sports');
  await db().dropTable('arenas');
}
