import type { Server } from 'node:http';
import { createEventStore, type EventStoreConfig } from '@courtside/events/store';
import pg from 'pg';
import pino from 'pino';
import { readConfig } from './config';
import { createCommandService } from './index';

/** Runs command-service as its own process (docker-compose); `npm start` uses scripts/app.ts. */
async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino({
    name: 'command-service',
    level: config.logLevel,
    redact: ['password', '*.password', 'cookie', 'authorization', 'x-xsrf-token', 'set-cookie'],
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });

  const pool = new pg.Pool({ connectionString: config.databaseUrl });
  pool.on('error', (error) => logger.error({ err: error }, 'idle database client failed'));
  const storeConfig: EventStoreConfig =
    config.eventStore === 'kurrentdb' && config.kurrentdbUrl
      ? { kind: 'kurrentdb', connectionString: config.kurrentdbUrl }
      : { kind: 'postgres', pool };
  const store = createEventStore(storeConfig);
  await store.migrate();

  const service = createCommandService({ store, pool, logger });
  await service.migrate();
  const server = await new Promise<Server>((resolve, reject) => {
    // Express 5 calls back with the error when the port cannot be bound (EADDRINUSE): the
    // start fails then, rather than logging "listening" and lingering with nothing bound.
    const listening = service.app.listen(config.port, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
    // The gateway's fetch keeps connections idle for seconds; the server must not close first.
    listening.keepAliveTimeout = 65_000;
  });
  logger.info({ port: config.port, eventStore: config.eventStore }, 'command-service listening');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await service.close();
    // close() lets requests in flight finish; idle keep-alive sockets would hold it open.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await store.close();
    await pool.end();
    logger.info('stopped');
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration), so this goes out as plain JSON.
  console.error(
    JSON.stringify({ level: 'fatal', msg: String(error), stack: (error as Error).stack }),
  );
  process.exit(1);
});
