import knexFactory, { type Knex } from 'knex';
import type { Logger } from 'pino';

/** A knex on PostgreSQL whose own warnings and errors go into the log with the rest. */
export function createLoggedKnex(databaseUrl: string, max: number, logger: Logger): Knex {
  return knexFactory({
    client: 'pg',
    connection: databaseUrl,
    pool: { min: 0, max },
    // knex writes a lost connection to the console itself; into the log with the rest instead.
    log: {
      warn: (message: unknown) => logger.warn({ knex: message }, 'knex warning'),
      error: (message: unknown) => logger.error({ knex: message }, 'knex error'),
      deprecate: (message: unknown) => logger.warn({ knex: message }, 'knex deprecation'),
      debug: () => {},
    },
  });
}
