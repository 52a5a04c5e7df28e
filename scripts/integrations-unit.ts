import type { Knex } from 'knex';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Clock, EventStore } from '@courtside/events';
import type { CommandService } from '@courtside/command-service';
import { createMailer, totpKey } from '@courtside/gateway';
import { startJobQueue, startWorkflowRunner } from '@courtside/integrations';
import type { SeedResult } from './demo/seed';
import { startIntegrations, type IntegrationsOptions } from './integrations';

/** What the integrations need from the process they run in, whichever process that is. */
export interface IntegrationsUnitArgs {
  databaseUrl: string;
  pool: pg.Pool;
  knex: Knex;
  store: EventStore;
  commands: CommandService['commands'];
  clock: Clock;
  logger: Logger;
  /** What this start seeded; null on a later start of the same database. */
  demo: SeedResult | null;
  options: IntegrationsOptions | undefined;
  /** The gateway's TOTP_ENCRYPTION_KEY, which webhook secrets are encrypted with. */
  totpEncryptionKey: string;
  /** The gateway's mail settings (SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR): workflows send mail. */
  mail: { smtpUrl?: string | null; from?: string; outboxDir?: string };
  /** Waits until the read models hold a position. */
  waitFor: (position: string) => Promise<void>;
}

/**
 * Issue 12's background work: the process's ONE job queue, the outbox to the scoreboard and
 * workflow services (their local fakes when none is configured; the demo's top league synced)
 * and the runner of the workflows administrators start. Run inside the app's process (the
 * browser tests) or in a process of its own (`npm start`, scripts/integrations-process.ts).
 * Answers its closer, which stops the workers before the queue.
 */
export async function startIntegrationsUnit(
  args: IntegrationsUnitArgs,
): Promise<() => Promise<void>> {
  const { logger } = args;
  const queue = await startJobQueue({
    connectionString: args.databaseUrl,
    logger: logger.child({ service: 'jobs' }),
  });
  const closers: (() => Promise<void>)[] = [() => queue.stop(1_000)];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne().catch(() => undefined);
  };
  try {
    const integrations = await startIntegrations({
      queue,
      pool: args.pool,
      store: args.store,
      logger: logger.child({ service: 'integrations' }),
      commands: args.commands,
      demo: args.demo,
      options: args.options,
      waitFor: args.waitFor,
      secretKey: totpKey(args.totpEncryptionKey),
      clock: args.clock,
    });
    closers.push(integrations.close);
    const workflows = await startWorkflowRunner({
      queue,
      store: args.store,
      commands: args.commands,
      knex: args.knex,
      clock: args.clock,
      logger: logger.child({ service: 'workflows' }),
      outbox: integrations.outbox,
      mailer: createMailer({
        smtpUrl: args.mail.smtpUrl,
        from: args.mail.from ?? 'Courtside <no-reply@courtside.local>',
        outboxDir: args.mail.outboxDir ?? '.data/outbox',
      }),
    });
    closers.push(() => workflows.close());
    return close;
  } catch (error) {
    await close();
    throw error;
  }
}
