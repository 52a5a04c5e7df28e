import knexFactory from 'knex';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from './config';
import { openEventStore } from './event-store';
import { projectionReadiness, startHealthServer } from './health';
import { createProjectionService } from './index';

/** Runs projection-service as its own process: `tsx projection-service/src/main.ts`. */
async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const pool = new pg.Pool({ connectionString: config.databaseUrl });
  const knex = knexFactory({
    client: 'pg',
    connection: config.databaseUrl,
    pool: { min: 0, max: 5 },
  });
  const store = openEventStore(config, pool, logger);
  await store.migrate();

  const service = createProjectionService({ knex, store, logger });
  await service.migrate();
  const health = await startHealthServer({
    port: config.port,
    ready: projectionReadiness(service, knex),
  });
  await service.start();
  logger.info({ port: health.port }, 'projection-service started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'projection-service stopping');
    await service.close();
    await health.close();
    await store.close();
    await knex.destroy();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (error) => {
    logger.fatal({ err: error }, 'unhandled rejection');
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  // pino may not exist yet (bad configuration): print plainly and fail the start.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
