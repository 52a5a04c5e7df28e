import type { Knex } from 'knex';

/** A knex whose queries and migrations target `schema` (read back by {@link schemaOf}). */
export function inSchema(knex: Knex, schema: string): Knex {
  return knex.withUserParams({ ...knex.userParams, schema });
}

/**
 * The read-model schema a knex or transaction was bound to by {@link inSchema}; 'rm' if none.
 * The migrations read it too: a rebuild runs them into rm_next.
 */
export function schemaOf(db: Knex | Knex.Transaction): string {
  const schema: unknown = db.userParams['schema'];
  return typeof schema === 'string' ? schema : 'rm';
}
