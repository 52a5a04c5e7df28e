import { createEventStore, type MigratableEventStore } from '@courtside/events/store';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import type { ProjectionConfig } from './config';

/** What a projection-service process (main, the rebuild command) opens from its config. */
export interface ProcessResources {
  logger: Logger;
  pool: pg.Pool;
  knex: Knex;
  store: MigratableEventStore;
  /** Closes the store, then the database pools. */
  close(): Promise<void>;
}

export function openProcessResources(
  config: ProjectionConfig,
  knexPoolMax: number,
): ProcessResources {
  const logger = pino({ level: config.logLevel });
  const pool = new pg.Pool({ connectionString: config.databaseUrl });
  const knex = knexFactory({
    client: 'pg',
    connection: config.databaseUrl,
    pool: { min: 0, max: knexPoolMax },
  });
  const store =
    config.eventStore.kind === 'kurrentdb'
      ? createEventStore(config.eventStore)
      : createEventStore({ kind: 'postgres', pool, logger });
  return {
    logger,
    pool,
    knex,
    store,
    async close() {
      await store.close();
      await knex.destroy();
      await pool.end();
    },
  };
}
