import { createEventStore } from '@courtside/events/store';
import knexFactory from 'knex';
import pg from 'pg';
import { ConfigError, loadConfig } from './config';
import { createGateway, migrateGateway } from './index';
import { createLogger } from './logger';

/** Starts one gateway process from the environment; `tsx gateway/src/main.ts`. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (config.usingDevelopmentSecret) {
    logger.warn('SESSION_SECRET is not set; using the development default (never in production)');
  }
  if (config.usingDevelopmentTotpKey) {
    logger.warn(
      'TOTP_ENCRYPTION_KEY is not set; using the development default (never in production)',
    );
  }
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled rejection'),
  );

  const knex = knexFactory({
    client: 'pg',
    connection: config.databaseUrl,
    pool: { min: 0, max: 10 },
  });
  await migrateGateway(knex);
  // History replay reads streams; a small pool of its own keeps it off the request pool.
  const storePool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
  storePool.on('error', (error) => logger.warn({ err: error }, 'idle event-store client failed'));
  const store = createEventStore(
    config.eventStore === 'kurrentdb' && config.kurrentdbUrl
      ? { kind: 'kurrentdb', connectionString: config.kurrentdbUrl }
      : { kind: 'postgres', pool: storePool },
  );
  const gateway = createGateway({ config, knex, logger, store });
  const port = await gateway.listen();
  logger.info({ port }, `gateway listening on http://localhost:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await gateway.close();
      await knex.destroy();
      await store.close();
      await storePool.end();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A gateway that cannot start (its port taken, its database refusing) must end, not linger
  // with its listeners connected and nothing answering: a supervisor then sees it and says so.
  console.error(
    JSON.stringify({ level: 'fatal', msg: String(error), stack: (error as Error).stack }),
  );
  process.exit(1);
});
