import knexFactory from 'knex';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from './config';
import { openEventStore } from './event-store';
import { rebuildReadModels } from './rebuild';

/** `npm run rebuild`: rebuilds every read model from the log and swaps it in. */
async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const pool = new pg.Pool({ connectionString: config.databaseUrl });
  const knex = knexFactory({
    client: 'pg',
    connection: config.databaseUrl,
    pool: { min: 0, max: 3 },
  });
  const postgres = config.eventStore.kind === 'postgres';
  const store = openEventStore(config, pool, logger);
  try {
    const result = await rebuildReadModels({
      knex,
      store,
      logger,
      // Progress only: the port has no count, but the PostgreSQL log is a plain table.
      countEvents: postgres
        ? async () => {
            const { rows } = await pool.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM events',
            );
            return rows[0]?.n ?? 0;
          }
        : undefined,
    });
    logger.info(result, 'rebuild finished');
  } finally {
    await store.close();
    await knex.destroy();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
