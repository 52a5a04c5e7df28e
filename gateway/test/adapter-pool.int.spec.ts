import http from 'node:http';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@courtside/events/testing';
import { createSocketServer } from '../src/realtime/socket-server';

let database: TestDatabase;
let knex: Knex;

beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
});

afterAll(async () => {
  await knex.destroy();
  await database.drop();
});

/** Starts a Socket.IO server on its own pool, as a gateway does, and closes it when told. */
function socketServerOnOwnPool() {
  const pool = new pg.Pool({ connectionString: database.url, max: 3 });
  const server = http.createServer();
  const sockets = createSocketServer({ server, knex, pool, logger: pino({ level: 'silent' }) });
  const checkedOut = () => pool.totalCount - pool.idleCount;
  return {
    pool,
    checkedOut,
    async close() {
      // The HTTP server never listened: io.close() still closes the adapter first.
      await new Promise<void>((resolve) => void sockets.io.close(() => resolve()));
      sockets.releaseAdapterClients();
    },
  };
}

describe('when a gateway closes while its adapter is still taking its LISTEN client', () => {
  it('gets the client back, so the pool ends', async () => {
    const running = socketServerOnOwnPool();
    await running.close();
    await vi.waitFor(() => expect(running.checkedOut()).toBe(0), { timeout: 30_000 });
    await running.pool.end();
    expect(running.pool.totalCount).toBe(0);
  });
});

describe('when a gateway closes after its adapter is listening', () => {
  it('gets the client back once, so the pool ends', async () => {
    const running = socketServerOnOwnPool();
    await vi.waitFor(
      async () => {
        const { rows } = await running.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        );
        expect(rows[0]?.n).toBe(1);
      },
      { timeout: 30_000 },
    );
    await running.close();
    await vi.waitFor(() => expect(running.checkedOut()).toBe(0), { timeout: 30_000 });
    await running.pool.end();
    expect(running.pool.totalCount).toBe(0);
  });
});
