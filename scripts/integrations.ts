import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '@courtside/events';
import type { CommandService } from '@courtside/command-service';
import {
  createIntegrationsService,
  fakeScoreboardToken,
  fakeWorkflowToken,
  startFakeScoreboard,
  startFakeReceiver,
  startFakeWorkflowService,
  type EndpointConfig,
  type JobQueue,
  type LeagueSyncOutbox,
} from '@courtside/integrations';
import type { Clock } from '@courtside/events';
import type { SeedResult } from './demo/seed';
import { pointDemoWebhook, seedDemoWebhook } from './demo/webhooks';
import { demoRefusals, refuseDemoMatch, rememberDemoRefusal } from './demo/scoreboard';

export interface IntegrationsOptions {
  /** SCOREBOARD_URL and SCOREBOARD_TOKEN; the local fake when absent. */
  scoreboard?: EndpointConfig | null;
  /** WORKFLOW_SERVICE_URL and WORKFLOW_SERVICE_TOKEN; the local fake when absent. */
  workflowService?: EndpointConfig | null;
}

/**
 * Starts the integrations service inside `npm start` and the browser tests: the outbox reactor
 * and dispatcher, delivering to the configured services or, when none is configured, to local
 * fakes. A fresh demo syncs its top league, and its fake scoreboard refuses one played match
 * (on every start of that database), so the failed-deliveries screen shows a realistic dead
 * letter. Returns its closer and the outbox the league-sync workflow enqueues on.
 */
export async function startIntegrations(args: {
  /** The process's one job queue; the caller stops it after this service. */
  queue: JobQueue;
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  commands: CommandService['commands'];
  demo: SeedResult | null;
  options: IntegrationsOptions | undefined;
  /** Waits until the read models hold a position (the demo's switch, before its sync run). */
  waitFor: (position: string) => Promise<void>;
  /** The key webhook secrets are encrypted with (the gateway's, from TOTP_ENCRYPTION_KEY). */
  secretKey: Buffer;
  clock: Clock;
}): Promise<{ close: () => Promise<void>; outbox: LeagueSyncOutbox }> {
  const closers: (() => Promise<void>)[] = [];
  let scoreboard = args.options?.scoreboard ?? null;
  let workflowService = args.options?.workflowService ?? null;
  const local = !scoreboard;
  if (!scoreboard) {
    const fake = await startFakeScoreboard();
    closers.push(() => fake.close());
    scoreboard = { url: fake.url, token: fakeScoreboardToken };
    const top = args.demo?.leagueIds[0];
    const refused = args.demo?.playedContestIds[0];
    if (top !== undefined && refused !== undefined) {
      // The final result of one played match, kept with the demo for every later start.
      await rememberDemoRefusal(args.pool, { leagueId: top, matchId: refused });
    }
    for (const refusal of await demoRefusals(args.pool)) refuseDemoMatch(fake, refusal);
  }
  if (!workflowService) {
    const fake = await startFakeWorkflowService();
    closers.push(() => fake.close());
    workflowService = { url: fake.url, token: fakeWorkflowToken };
  }
  const top = args.demo?.leagueIds[0];
  if (top !== undefined) {
    // Projected before the runner starts: the demo's 'sync a league now' run reads the switch.
    const switched = await args.commands.updateLeague(top, { scoreboard_sync: true });
    await args.waitFor(switched.position);
  }
  if (local) {
    // Webhooks: the demo key's endpoint at a local receiver that answers 204 to every message.
    const receiver = await startFakeReceiver();
    closers.push(() => receiver.close());
    if (top !== undefined) {
      await seedDemoWebhook(args.pool, args.secretKey, top, receiver.url, args.clock());
    } else {
      await pointDemoWebhook(args.pool, receiver.url);
    }
  }
  const service = await createIntegrationsService({
    queue: args.queue,
    pool: args.pool,
    store: args.store,
    logger: args.logger,
    scoreboard,
    workflowService,
    webhooks: { secretKey: args.secretKey },
    clock: args.clock,
    // Against the local fakes, give up within seconds, so the demo's dead letter shows at once.
    ...(local ? { policy: { retryLimit: 2, retryDelaySeconds: 1, requestTimeoutMs: 2_000 } } : {}),
  });
  closers.push(() => service.close(1_000));
  return {
    outbox: service.outbox,
    async close() {
      for (const close of closers.reverse()) await close().catch(() => undefined);
    },
  };
}
