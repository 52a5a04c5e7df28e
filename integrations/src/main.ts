import { createEventStore } from '@courtside/events/store';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from './config';
import { startJobQueue } from './queue';
import { createIntegrationsService } from './service';
import { webhookSecretKey } from './webhooks/signature';

/** Runs the integrations service as its own process: `tsx integrations/src/main.ts`. */
async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
  const store =
    config.eventStore.kind === 'kurrentdb'
      ? createEventStore(config.eventStore)
      : createEventStore({ kind: 'postgres', pool, logger });
  if (!config.scoreboard)
    logger.warn('SCOREBOARD_URL is not set: nothing is synced to a scoreboard');
  if (!config.workflowService) {
    logger.warn('WORKFLOW_SERVICE_URL is not set: nothing is synced to a workflow service');
  }
  // The process's one job queue: every feature works on it, and it stops last.
  const queue = await startJobQueue({ connectionString: config.databaseUrl, logger });
  if (!config.secretKeyText) logger.warn('TOTP_ENCRYPTION_KEY is not set: no webhook is sent');
  const service = await createIntegrationsService({
    queue,
    pool,
    store,
    logger,
    scoreboard: config.scoreboard,
    workflowService: config.workflowService,
    webhooks: config.secretKeyText ? { secretKey: webhookSecretKey(config.secretKeyText) } : null,
  });
  logger.info('integrations service started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'integrations service stopping');
    await service.close();
    await queue.stop();
    await store.close();
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
