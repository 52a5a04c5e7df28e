/**
 * The integrations (job queue, outbox, workflow runner and their local fakes) as a process of
 * their own, started by startApp when `integrationsProcess` is set (`npm start` and the bench,
 * scripts/integrations-child.ts). Their deliveries then run beside the gateway's pushes on the
 * other core, not in its event loop (docs/performance.md, "The integrations in a process of
 * their own"). It says { type: 'hello' } and is sent its start over IPC (the database's URL and
 * keys never appear in argv, which `ps` shows); it asks the app to wait for the read models
 * ({ type: 'wait-for' }, since the projection runs there) and says { type: 'ready' }. It stops on
 * SIGTERM, SIGINT or when the app's process goes away.
 */
import pg from 'pg';
import pino from 'pino';
import { createCommandService } from '@courtside/command-service';
import { createPostgresEventStore } from '@courtside/events/store';
import { endPool } from './end-pool';
import { createLoggedKnex } from './knex';
import type { IntegrationsChildMessage, IntegrationsStart } from './integrations-child';
import { startIntegrationsUnit } from './integrations-unit';

const say = (message: IntegrationsChildMessage) => process.send?.(message);
const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
let nextWait = 0;
const start = new Promise<IntegrationsStart>((resolve) => {
  process.on('message', (raw) => {
    const message = raw as IntegrationsStart | { type: 'reached'; id: number; error?: string };
    if (message.type === 'start') return resolve(message);
    const waiter = waiting.get(message.id);
    if (!waiter) return;
    waiting.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error));
    else waiter.resolve();
  });
});
say({ type: 'hello' });
const config = await start;
const logger = pino({ level: config.logLevel }).child({ process: 'integrations' });
// The app's clock, as far ahead of (or behind) this machine's as it was when this process started.
const clock = () => new Date(Date.now() + config.clockOffsetMs);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 8 });
const knex = createLoggedKnex(config.databaseUrl, 4, logger);
const store = createPostgresEventStore({ pool, logger: logger.child({ service: 'store' }) });
// The workflows' commands, in process; the app's own command-service runs the reactors.
const command = createCommandService({
  store,
  pool,
  clock,
  reactors: false,
  logger: logger.child({ service: 'command' }),
});
const waitFor = (position: string) =>
  new Promise<void>((resolve, reject) => {
    const id = nextWait++;
    waiting.set(id, { resolve, reject });
    say({ type: 'wait-for', id, position });
  });

let closeUnit: (() => Promise<void>) | null = null;
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await closeUnit?.().catch((error: unknown) => logger.error({ err: error }, 'closing failed'));
  await command.close().catch(() => undefined);
  await store.close().catch(() => undefined);
  await knex.destroy().catch(() => undefined);
  await endPool(pool);
  process.exit(code);
};
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('disconnect', () => void stop(0));
try {
  // The start's database URL, demo, options and key, with this process's own connections.
  const { databaseUrl, demo, options, totpEncryptionKey, mail } = config;
  const own = { pool, knex, store, commands: command.commands, clock, logger, waitFor };
  closeUnit = await startIntegrationsUnit({
    databaseUrl,
    demo,
    options,
    totpEncryptionKey,
    mail,
    ...own,
  });
} catch (error) {
  logger.error({ err: error }, 'the integrations could not start');
  await stop(1);
}
say({ type: 'ready' });
