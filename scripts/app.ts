import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { systemClock, type Clock } from '@courtside/events';
import { createPostgresEventStore } from '@courtside/events/store';
import { createCommandService } from '@courtside/command-service';
import { createProjectionService } from '@courtside/projection-service';
import { createGateway, migrateGateway, type GatewayConfig } from '@courtside/gateway';
import { seedDemoAccounts } from './demo/accounts';
import { seedDemoDesk } from './demo/desk';
import { demoAccounts } from './demo/data';
import { endPool } from './end-pool';
import { createLoggedKnex } from './knex';
import { seedDemo, type SeedResult } from './demo/seed';
import { seedDemoPlatform } from './demo/platform';
import { seedDemoPublicForms } from './demo/public-forms';
import { seedDemoBookings } from './demo/bookings';
import { seedDemoVideo } from './demo/videos';
import { seedDemoWorkflow } from './demo/workflows';
import { pointAtriumAtFake, startDemoProviders } from './demo/providers';
import type { GatewaySettings } from './config';
import type { IntegrationsOptions } from './integrations';
import { startIntegrationsChild } from './integrations-child';
import { startIntegrationsUnit } from './integrations-unit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The TOTP (and webhook secret) key a start without `totpEncryptionKey` seals with. */
export const developmentTotpKey = 'courtside-development-totp-encryption-key';

export interface AppOptions {
  databaseUrl: string;
  /** Public port of the gateway; 0 picks a free one. */
  port?: number;
  host?: string;
  /** Seed the demo when the event log is empty. */
  seed?: boolean;
  logger?: Logger;
  /** Development ones when absent; scripts/config.ts refuses that in production. */
  sessionSecret?: string;
  totpEncryptionKey?: string;
  captchaHmacKey?: string;
  /** Signs the video links (VIDEO_URL_SECRET); the gateway's development key when absent. */
  videoUrlSecret?: string;
  nodeEnv?: 'development' | 'production' | 'test';
  /** Where every service's "now" comes from (the demo's dates too); the machine's by default. */
  clock?: Clock;
  /** Folder of the match videos (issue 11); the gateway's default when absent. */
  videoStorageDir?: string;
  /** Start the Genius Sports and Atrium fakes and point the platform at them (not in production). */
  providerFakes?: boolean;
  /** Issue 12: the scoreboard and workflow services; local fakes when absent. */
  integrations?: IntegrationsOptions;
  /**
   * Run the integrations (job queue, outbox, workflow runner) in a process of their own, as
   * `npm start` does: their deliveries then stay out of the gateway's event loop.
   */
  integrationsProcess?: boolean;
  /** The gateway's settings from the environment (scripts/config.ts): SMTP_URL, APP_URL, …. */
  gateway?: Partial<GatewaySettings>;
}

export interface RunningApp {
  url: string;
  credentials: typeof demoAccounts;
  /** What the seed created, when this start seeded; null when the log already had events. */
  demo: SeedResult | null;
  /** The integrations' own process (integrationsProcess), while one runs; null otherwise. */
  integrationsPid(): number | null;
  close(): Promise<void>;
}

async function logIsEmpty(knex: Knex): Promise<boolean> {
  const row = await knex('events').first('position');
  return row === undefined;
}

/**
 * Starts command-service, projection-service and gateway in this process on one database:
 * the zero-setup way `npm start` and the browser tests run Courtside. Each service also has
 * its own `main.ts` for running as a separate process (docker-compose).
 */
export async function startApp(options: AppOptions): Promise<RunningApp> {
  const logger = options.logger ?? pino({ level: 'warn' });
  const clock = options.clock ?? systemClock;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
  const knex = createLoggedKnex(options.databaseUrl, 10, logger);
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne().catch(() => undefined);
    await knex.destroy();
    await endPool(pool);
  };
  try {
    const store = createPostgresEventStore({ pool, logger: logger.child({ service: 'store' }) });
    await store.migrate();
    closers.push(() => store.close());

    const command = createCommandService({
      store,
      pool,
      clock,
      logger: logger.child({ service: 'command' }),
    });
    await command.migrate();
    const commandServer = await new Promise<Server>((resolve) => {
      const server = command.app.listen(0, '127.0.0.1', () => resolve(server));
      // The gateway's fetch keeps connections idle for seconds; the server must not close first.
      server.keepAliveTimeout = 65_000;
    });
    closers.push(async () => {
      await new Promise<void>((resolve) => commandServer.close(() => resolve()));
      await command.close();
    });
    const commandAddress = commandServer.address();
    const commandPort =
      typeof commandAddress === 'object' && commandAddress ? commandAddress.port : 0;

    const projection = createProjectionService({
      knex,
      store,
      logger: logger.child({ service: 'projection' }),
    });
    await projection.migrate();
    await projection.start();
    closers.push(() => projection.close());

    await migrateGateway(knex);
    const gatewayConfig: GatewayConfig = {
      ...options.gateway,
      port: options.port ?? 3000,
      // This machine only, unless the caller (HOST for npm start) opens it up.
      host: options.host ?? '127.0.0.1',
      databaseUrl: options.databaseUrl,
      commandServiceUrl: `http://127.0.0.1:${commandPort}`,
      sessionSecret: options.sessionSecret ?? 'courtside-development-session-secret',
      totpEncryptionKey: options.totpEncryptionKey ?? developmentTotpKey,
      ...(options.captchaHmacKey ? { captchaHmacKey: options.captchaHmacKey } : {}),
      ...(options.videoUrlSecret ? { videoUrlSecret: options.videoUrlSecret } : {}),
      ...(options.videoStorageDir ? { videoStorageDir: options.videoStorageDir } : {}),
      trustProxy: options.gateway?.trustProxy ?? false,
      webDist: path.join(root, 'web', 'dist'),
      logLevel: logger.level,
      nodeEnv: options.nodeEnv ?? 'development',
    };
    // Issue 12: both data providers' fakes, so the super-admin can browse and import at once.
    const providers =
      (options.providerFakes ?? (options.nodeEnv ?? 'development') !== 'production')
        ? await startDemoProviders()
        : null;
    if (providers) {
      closers.push(() => providers.close());
      gatewayConfig.geniusSports = { url: providers.genius.url, apiKey: providers.genius.apiKey };
    }
    let demo: SeedResult | null = null;
    if (options.seed !== false && (await logIsEmpty(knex))) {
      demo = await seedDemo(command.commands, clock(), store);
      const assigned = await seedDemoAccounts(
        knex,
        demo.leagueIds,
        command.commands,
        demo.playedContestIds,
        { store, at: clock() },
      );
      const desk = await seedDemoDesk(
        knex,
        store,
        // The gateway below keeps its files where its config says: the default folder.
        {},
        command.commands,
        demo.playedContestIds[0],
        clock(),
      );
      await projection.waitFor(desk ?? assigned ?? demo.lastPosition, 60_000);
      // Issue 10: the platform's settings tabs filled in, so /privacy and /terms show texts.
      const now = clock();
      const seasonStart = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
      await projection.waitFor(await seedDemoPlatform(store, now, seasonStart), 60_000);
      await seedDemoPublicForms(knex, command.commands, clock(), (position) =>
        projection.waitFor(position, 60_000),
      );
      await seedDemoBookings(knex, command.commands, clock(), (p) => projection.waitFor(p, 60_000));
      const video = await seedDemoVideo(knex, command.commands, gatewayConfig, (message) =>
        logger.warn(message),
      );
      if (video) await projection.waitFor(video, 60_000);
      const workflow = await seedDemoWorkflow(command.commands, demo.leagueIds[0]);
      if (workflow) await projection.waitFor(workflow, 60_000);
    }
    // Issue 12: the job queue, the outbox and the workflow runner, here or in their own process.
    const integrationsArgs = {
      databaseUrl: options.databaseUrl,
      demo,
      options: options.integrations,
      totpEncryptionKey: gatewayConfig.totpEncryptionKey,
      mail: {
        smtpUrl: gatewayConfig.smtpUrl,
        from: gatewayConfig.mailFrom,
        outboxDir: gatewayConfig.mailOutboxDir,
      },
      waitFor: (position: string) => projection.waitFor(position, 60_000).then(() => undefined),
    };
    const child = options.integrationsProcess
      ? await startIntegrationsChild({
          start: { ...integrationsArgs, logLevel: logger.level },
          clock,
          logger: logger.child({ service: 'integrations' }),
          waitFor: integrationsArgs.waitFor,
        })
      : null;
    closers.push(
      child?.close ??
        (await startIntegrationsUnit({
          ...integrationsArgs,
          pool,
          knex,
          store,
          commands: command.commands,
          clock,
          logger,
        })),
    );

    if (providers) {
      const pointed = await pointAtriumAtFake(
        knex,
        store,
        providers.atrium,
        gatewayConfig.totpEncryptionKey,
        clock(),
      );
      if (pointed) await projection.waitFor(pointed, 60_000);
    }
    const gateway = createGateway({
      store,
      config: gatewayConfig,
      knex,
      pool,
      clock,
      logger: logger.child({ service: 'gateway' }),
    });
    const port = await gateway.listen(options.port ?? 3000);
    closers.push(() => gateway.close());
    return {
      url: `http://127.0.0.1:${port}`,
      credentials: demoAccounts,
      demo,
      integrationsPid: () => child?.pid() ?? null,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
