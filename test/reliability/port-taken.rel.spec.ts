import { createServer, type Server } from 'node:net';
import { freePort } from '@courtside/events/embedded';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@courtside/events/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServiceProcess, type ServiceProcess } from './support/service-process';

/** Each HTTP service started as production starts it, on a port another process holds. */
const services: { entry: string; env: (port: number) => Record<string, string> }[] = [
  {
    entry: 'gateway/src/main.ts',
    env: (port) => ({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      COMMAND_SERVICE_URL: 'http://127.0.0.1:9',
      SESSION_SECRET: 'reliability-session-secret-that-is-long-enough-0123',
      TOTP_ENCRYPTION_KEY: 'reliability-totp-encryption-key-long-enough-0123',
      WEB_DIST: '/nonexistent/web/dist',
    }),
  },
  { entry: 'command-service/src/main.ts', env: (port) => ({ COMMAND_PORT: String(port) }) },
  { entry: 'projection-service/src/main.ts', env: (port) => ({ PROJECTION_PORT: String(port) }) },
];

/** Names a process's database sessions, so the test sees its own and no other's. */
const appName = (entry: string) => `port-taken-${entry.split('/')[0]}`;

describe('when a service starts on a port another process already holds', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let holder: Server;
  let port: number;
  const started: ServiceProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(testPostgresUrl());
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    port = await freePort();
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '0.0.0.0', resolve));
  });

  afterAll(async () => {
    for (const service of started) await service.stop('SIGKILL');
    await new Promise<void>((resolve) => holder?.close(() => resolve()));
    await pool?.end();
    await database?.drop();
  });

  it.each(services)(
    '$entry ends with a failure that names the port, and keeps no connection open',
    async ({ entry, env }) => {
      const service = startServiceProcess(entry, {
        ...env(port),
        DATABASE_URL: database.url,
        LOG_LEVEL: 'error',
        PGAPPNAME: appName(entry),
      });
      started.push(service);
      // Before the fix the gateway logged an unhandled rejection and stayed up for ever, its
      // change-notice listener connected, answering nothing: a supervisor saw a live process.
      const { code } = await service.exited;
      expect(code, service.output()).not.toBe(0);
      expect(service.output()).toContain('EADDRINUSE');
      // The server notices a closed connection a moment after the process is gone.
      await vi.waitFor(
        async () => {
          const { rows } = await pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`,
            [appName(entry)],
          );
          expect(rows[0]?.n).toBe(0);
        },
        { timeout: 10_000, interval: 50 },
      );
    },
    90_000,
  );
});
