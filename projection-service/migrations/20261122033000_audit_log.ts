import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * rm.audit_log: one row per event, naming the model it changed, the changed fields before and
 * after, and who did it from where. rm.audit_state: each model's state after its latest event,
 * so a batch can diff without reading the streams again, and a rebuild folds the same way.
 */
export async function up(knex: Knex): Promise<void> {
  const db = () => knex.schema.withSchema(schemaOf(knex));

  await db().createTable('audit_log', (t) => {
    t.uuid('id').primary(); // the event's id
    t.text('position').notNullable(); // the event's checkpoint, "<major>:<minor>"
    // The checkpoint's two parts as numbers: newest first is a plain descending sort.
    t.decimal('position_major', 20, 0).notNullable();
    t.decimal('position_minor', 20, 0).notNullable();
    t.text('stream_id').notNullable();
    t.integer('revision').notNullable();
    t.text('event').notNullable();
    t.text('model').notNullable();
    t.integer('model_id').notNullable();
    t.jsonb('old_values').notNullable();
    t.jsonb('new_values').notNullable();
    t.text('actor_kind');
    t.text('actor_id');
    t.text('ip');
    t.text('user_agent');
    t.specificType('tags', 'text[]').notNullable();
    t.text('correlation_id');
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.index(['position_major', 'position_minor']);
    t.index(['actor_id', 'position_major', 'position_minor']);
    t.index(['model', 'model_id', 'position_major', 'position_minor']);
    t.index(['event', 'position_major', 'position_minor']);
    t.index(['occurred_at']);
  });

  await db().createTable('audit_state', (t) => {
    t.text('model').notNullable();
    t.integer('model_id').notNullable();
    t.jsonb('state').notNullable();
    t.primary(['model', 'model_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  const schema = schemaOf(knex);
  await knex.schema.withSchema(schema).dropTableIfExists('audit_state');
  await knex.schema.withSchema(schema).dropTableIfExists('audit_log');
}
