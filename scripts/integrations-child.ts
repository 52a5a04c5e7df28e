import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { SeedResult } from './demo/seed';
import type { IntegrationsOptions } from './integrations';
import type { IntegrationsUnitArgs } from './integrations-unit';
import { Supervisor, type Unit } from './supervisor';

/** What startApp sends scripts/integrations-process.ts over IPC when it says hello. */
export interface IntegrationsStart {
  type: 'start';
  databaseUrl: string;
  /** What this start seeded; null on a later start and on every restart after a crash. */
  demo: SeedResult | null;
  options: IntegrationsOptions | undefined;
  totpEncryptionKey: string;
  /** The gateway's mail settings (over IPC: an SMTP URL may hold a password). */
  mail: IntegrationsUnitArgs['mail'];
  /** The app's clock minus this machine's, in ms, when the process was started. */
  clockOffsetMs: number;
  logLevel: string;
}

/** What the integrations process says. */
export type IntegrationsChildMessage =
  { type: 'hello' } | { type: 'ready' } | { type: 'wait-for'; id: number; position: string };

/**
 * Starts scripts/integrations-process.ts and keeps it running: a crash after it was ready is
 * restarted with the supervisor's back-off (as a later start, so the demo is not seeded twice),
 * and a start that fails is the app's failure. Answers once it is ready, with its closer and
 * its current process id.
 */
export async function startIntegrationsChild(args: {
  start: Omit<IntegrationsStart, 'type' | 'clockOffsetMs'>;
  clock: () => Date;
  logger: Logger;
  waitFor: (position: string) => Promise<void>;
}): Promise<{ close: () => Promise<void>; pid: () => number | null }> {
  const supervisor = new Supervisor({ log: (line) => args.logger.warn(line) });
  let launches = 0;
  let ready = false;
  let unit: Unit | undefined;
  const started = new Promise<void>((resolve, reject) => {
    unit = supervisor.start({
      name: 'integrations process',
      script: fileURLToPath(new URL('./integrations-process.ts', import.meta.url)),
      onMessage(raw) {
        const message = raw as IntegrationsChildMessage;
        if (message.type === 'hello') {
          unit?.send({
            ...args.start,
            type: 'start',
            demo: launches++ === 0 ? args.start.demo : null,
            clockOffsetMs: args.clock().getTime() - Date.now(),
          } satisfies IntegrationsStart);
        } else if (message.type === 'wait-for') {
          args.waitFor(message.position).then(
            () => unit?.send({ type: 'reached', id: message.id }),
            (error: unknown) =>
              unit?.send({ type: 'reached', id: message.id, error: String(error) }),
          );
        } else if (message.type === 'ready') {
          ready = true;
          resolve();
        }
      },
      onCrash(exit) {
        if (ready) return 'restart';
        reject(
          new Error(`the integrations process ended before it was ready (${JSON.stringify(exit)})`),
        );
        return 'give-up';
      },
    });
  });
  try {
    await started;
  } catch (error) {
    await supervisor.stop(5_000);
    throw error;
  }
  return { close: () => supervisor.stop(10_000), pid: () => unit?.process?.pid ?? null };
}
