import type { Knex } from 'knex';
import { schemaOf } from '../src/db/schema';

/**
 * A league's tie-break order (issue 10): the FIBA Appendix D criteria in the order its standings
 * apply them. Null for a league that keeps FIBA's order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).alterTable('leagues', (t) => {
    t.jsonb('tie_break_order');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema(schemaOf(knex)).alterTable('leagues', (t) => {
    t.dropColumn('tie_break_order');
  });
}
