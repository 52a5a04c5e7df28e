import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createCommandService, type CommandService } from '@courtside/command-service';
import { createPostgresEventStore } from '@courtside/events/store';
import { createTestDatabase, testClock, testPostgresUrl } from '@courtside/events/testing';
import { migrateGateway } from '@courtside/gateway';
import { createProjectionService } from '@courtside/projection-service';
import { makeJmbg } from '@courtside/events';
import { createIntegrationsService } from '../src/service';
import { startJobQueue } from '../src/queue';
import { startFakeScoreboard, fakeScoreboardToken } from '../src/scoreboard/fake';
import { startFakeWorkflowService, fakeWorkflowToken } from '../src/workflow-service/fake';
import type { DispatchPolicy } from '../src/outbox/dispatcher';
import { startFakeReceiver } from '../src/webhooks/fake-receiver';
import { testWebhookSecretKey, webhookEndpoints } from './webhook-endpoints';

/**
 * Fast retries for tests: pg-boss's back-off starts at its 1 s minimum (1, 2, 4 s), a request
 * is cut off after 1 s, and housekeeping runs every second.
 */
export const testPolicy: Partial<DispatchPolicy> = {
  retryLimit: 3,
  retryDelaySeconds: 1,
  requestTimeoutMs: 1_000,
  workersPerDestination: 3,
  pollingIntervalSeconds: 0.5,
};

/**
 * The real write side, projections and integrations service on one fresh database, with the
 * scoreboard and workflow fakes as destinations; with `webhooks`, also the gateway's tables,
 * webhooks on and a fake receiver for them.
 */
export async function startSyncStack(
  options: {
    webhooks?: boolean;
    /** The pool the integrations service is given, made from the stack's own. */
    integrationsPool?: (pool: pg.Pool) => pg.Pool;
  } = {},
) {
  const database = await createTestDatabase(testPostgresUrl());
  const pool = new pg.Pool({ connectionString: database.url, max: 8 });
  const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  const store = createPostgresEventStore({ pool });
  await store.migrate();
  const clock = { now: testClock()() };
  const command: CommandService = createCommandService({
    store,
    pool,
    clock: () => clock.now,
    logger: pino({ level: 'silent' }),
  });
  await command.migrate();
  const projection = createProjectionService({ knex, store });
  await projection.migrate();
  await projection.start();
  const webhooks = options.webhooks ? await webhookSide(knex, clock.now) : null;
  const scoreboard = await startFakeScoreboard();
  const workflow = await startFakeWorkflowService();
  const logger = pino({ level: 'silent' });
  const { commands } = command;

  /** The integrations process: its one job queue, and the service on it. */
  const startService = async () => {
    const queue = await startJobQueue({
      connectionString: database.url,
      logger,
      maintenanceIntervalSeconds: 1,
    });
    const integrations = await createIntegrationsService({
      queue,
      pool: options.integrationsPool?.(pool) ?? pool,
      store,
      logger,
      scoreboard: { url: scoreboard.url, token: fakeScoreboardToken },
      workflowService: { url: workflow.url, token: fakeWorkflowToken },
      webhooks: webhooks && { secretKey: webhooks.secretKey },
      policy: testPolicy,
    });
    return {
      async close(timeoutMs: number) {
        await integrations.close(timeoutMs);
        await queue.stop(timeoutMs);
      },
    };
  };
  let service: { close(timeoutMs: number): Promise<void> } | null = await startService();

  let leagues = 0;
  /** A league with two teams (each its own club) and one match that started an hour ago. */
  async function league(options: { sync: boolean }) {
    leagues += 1;
    const category = await commands.createCategory({
      name: `Seniori ${leagues}`,
      season: '2025/26',
      public: true,
    });
    const created = await commands.createLeague({
      name: `Liga ${leagues}`,
      public: true,
      number_of_teams: 4,
      rounds: 2,
      start_date: '2026-01-10',
      category_id: category.id,
    });
    if (options.sync) await commands.updateLeague(created.id, { scoreboard_sync: true });
    // Catalogue teams, so a club can own one (its licences are the team's roster).
    const homeTeam = await commands.createTeam({ name: `Vojvodina ${leagues}` });
    const awayTeam = await commands.createTeam({ name: `Partizan ${leagues}` });
    const home = await commands.registerTeam(created.id, { team_id: homeTeam.id });
    const away = await commands.registerTeam(created.id, { team_id: awayTeam.id });
    const homeClub = await commands.createClub({
      name: `KK Vojvodina ${leagues}`,
      team_ids: [homeTeam.id],
    });
    const contest = await commands.scheduleContest({
      league_id: created.id,
      round: 1,
      time: new Date(clock.now.getTime() - 60 * 60 * 1000).toISOString(),
      location: 'Spens',
      first_team_id: home.id,
      second_team_id: away.id,
    });
    await projection.waitFor(contest.position, 30_000);
    return {
      id: created.id,
      homeClubId: homeClub.id,
      contestId: contest.id,
      revision: contest.revision,
    };
  }

  let serial = 0;
  return {
    databaseUrl: database.url,
    clock,
    commands,
    projection,
    pool,
    scoreboard,
    workflow,
    webhooks,
    league,
    async recordScore(contestId: number, revision: number, A1: number, B1: number) {
      return commands.recordScores(contestId, { A1, B1, expected_revision: revision });
    },
    async licensePlayer(clubId: number, lastName: string) {
      serial += 1;
      const birthDate = '1995-02-19';
      return commands.issueLicence({
        kind: 'player',
        club_id: clubId,
        season: '2026/27',
        first_name: 'Nikola',
        last_name: lastName,
        birth_date: birthDate,
        birth_place: 'Sombor',
        ebr: null,
        jmbg: makeJmbg(birthDate, '80', String(100 + serial).padStart(3, '0')),
        number: serial,
        position: 'center',
      });
    },
    /** Stops the integrations service (a dispatcher kill: in-flight jobs fail and are retried). */
    async stopService(timeoutMs = 1_000) {
      await service?.close(timeoutMs);
      service = null;
    },
    async restartService() {
      service = await startService();
    },
    async close() {
      await service?.close(1_000);
      await scoreboard.close();
      await workflow.close();
      await webhooks?.receiver.close();
      await projection.close();
      await command.close();
      await store.close();
      await knex.destroy();
      await pool.end();
      await database.drop();
    },
  };
}

/** The gateway's tables, and a receiver and endpoints for webhooks. */
async function webhookSide(knex: Knex, now: Date) {
  await migrateGateway(knex);
  const secretKey = testWebhookSecretKey;
  const receiver = await startFakeReceiver();
  return { secretKey, receiver, ...(await webhookEndpoints(knex, secretKey, now)) };
}

export type SyncStack = Awaited<ReturnType<typeof startSyncStack>>;
