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

/**
 * A knex for a rebuild loading the fresh tables of `schema`: each event reaches them exactly
 * once, so a projection whose rows are keyed by the event (the audit log) inserts without the
 * ON CONFLICT a redelivered batch needs in the live tables.
 */
export function forFreshLoad(knex: Knex, schema: string): Knex {
  return knex.withUserParams({ ...knex.userParams, schema, freshLoad: true });
}

/** Whether `db` loads fresh tables (see {@link forFreshLoad}). */
export function isFreshLoad(db: Knex | Knex.Transaction): boolean {
  return db.userParams['freshLoad'] === true;
}
