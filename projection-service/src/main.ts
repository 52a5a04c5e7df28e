import { loadConfig } from './config';
import { openProcessResources } from './event-store';
import { projectionReadiness, startHealthServer } from './health';
import { createProjectionService } from './index';

/** Runs projection-service as its own process: `tsx projection-service/src/main.ts`. */
async function main() {
  const config = loadConfig();
  const resources = openProcessResources(config, 5);
  const { logger, knex, store } = resources;
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
    await resources.close();
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
