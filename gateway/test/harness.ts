import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import type { Clock, EventStore } from '@courtside/events';
import { createPostgresEventStore } from '@courtside/events/store';
import {
  createTestDatabase,
  testClock,
  testPostgresUrl,
  type TestDatabase,
} from '@courtside/events/testing';
import type { GatewayConfig } from '../src/config';
import { createGateway, migrateGateway, type Gateway } from '../src/index';
import { migrateReadModels } from './read-models';

export interface RunningGateway {
  url: string;
  port: number;
  knex: Knex;
  database: TestDatabase;
  gateway: Gateway;
  /** The event log the gateway appends account events to and replays history from. */
  store: EventStore;
  close(): Promise<void>;
}

/** A test config: everything local, quiet logs. */
export function testConfig(
  databaseUrl: string,
  overrides: Partial<GatewayConfig> = {},
): GatewayConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    commandServiceUrl: 'http://127.0.0.1:9',
    sessionSecret: 'test-session-secret-that-is-long-enough-0123',
    totpEncryptionKey: 'test-totp-encryption-key-that-is-long-enough-0123',
    trustProxy: false,
    webDist: '/nonexistent/web/dist',
    logLevel: 'silent',
    // Most tests write read-model rows directly, without the change notice that would drop a
    // kept answer; the public cache's own tests turn it on.
    publicCacheBytes: 0,
    ...overrides,
  };
}

/**
 * A fresh database with gateway's and the read models' migrations, and a gateway on port 0.
 * Pass `database` to start a second gateway on the same data.
 */
export async function startGateway(
  options: {
    config?: Partial<GatewayConfig>;
    database?: TestDatabase;
    logger?: Logger;
    /** Another event store (a test's own); by default one on the test database. */
    store?: EventStore;
    /** The gateway's clock; by default the test run's (pinned by COURTSIDE_TEST_NOW). */
    clock?: Clock;
  } = {},
): Promise<RunningGateway> {
  const database = options.database ?? (await createTestDatabase(testPostgresUrl()));
  const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 5 } });
  await migrateGateway(knex);
  await migrateReadModels(knex);
  const storePool = new pg.Pool({ connectionString: database.url, max: 3 });
  const ownStore = options.store ? null : createPostgresEventStore({ pool: storePool });
  await ownStore?.migrate();
  const store = options.store ?? (ownStore as EventStore);
  const gateway = createGateway({
    config: testConfig(database.url, options.config),
    knex,
    // GATEWAY_TEST_LOG=error shows what a failing test's gateway logged.
    logger: options.logger ?? pino({ level: 'silent' }),
    store,
    clock: options.clock ?? testClock(),
  });
  const port = await gateway.listen(0);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    knex,
    database,
    gateway,
    store,
    async close() {
      await gateway.close();
      await ownStore?.close();
      await storePool.end();
      await knex.destroy();
      if (!options.database) await database.drop();
    },
  };
}
