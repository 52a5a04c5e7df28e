/**
 * The services of `npm start` (command-service, projection-service, gateway) as one process
 * supervised by start.ts, with the integrations in a child process of their own
 * (scripts/integrations-process.ts): it reads the same start config (DATABASE_URL set by start.ts),
 * starts them, and reports { type: 'ready', … } over IPC. A crash ends only this process; the
 * supervisor starts it again and the embedded PostgreSQL keeps running.
 */
import pino from 'pino';
import { startApp, type RunningApp } from './app';
import { readStartConfig } from './config';

/** What the services process tells start.ts once it answers HTTP. */
export interface ReadyMessage {
  type: 'ready';
  url: string;
  credentials: RunningApp['credentials'];
  seeded: boolean;
}

const config = readStartConfig([]);
if (!config.databaseUrl) throw new Error('DATABASE_URL is required (start.ts sets it)');
let app: RunningApp;
try {
  app = await startApp({
    databaseUrl: config.databaseUrl,
    port: config.port,
    host: config.host,
    nodeEnv: config.nodeEnv,
    ...(config.sessionSecret ? { sessionSecret: config.sessionSecret } : {}),
    ...(config.totpEncryptionKey ? { totpEncryptionKey: config.totpEncryptionKey } : {}),
    ...(config.captchaHmacKey ? { captchaHmacKey: config.captchaHmacKey } : {}),
    ...(config.videoUrlSecret ? { videoUrlSecret: config.videoUrlSecret } : {}),
    integrations: config.integrations,
    gateway: config.gateway,
    // Their deliveries run on the other core instead of in the gateway's event loop: about 10 ms
    // off a score's p99 to 100 and 1,000 screens (docs/performance.md).
    integrationsProcess: true,
    logger: pino({ level: config.logLevel }),
  });
} catch (error) {
  console.error('The services could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close().catch((error: unknown) => console.error(error));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The supervisor is gone (killed): do not outlive it.
process.on('disconnect', () => void stop());
const ready: ReadyMessage = {
  type: 'ready',
  url: app.url,
  credentials: app.credentials,
  seeded: app.demo !== null,
};
process.send?.(ready);
