import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { expect } from 'vitest';
import { createCommandService, type CommandService } from '@courtside/command-service';
import type { WorkflowKind, WorkflowRow } from '@courtside/events';
import { createPostgresEventStore, type PostgresEventStore } from '@courtside/events/store';
import { createTestDatabase, testClock, testPostgresUrl } from '@courtside/events/testing';
import { createMailer, migrateGateway, readOutbox } from '@courtside/gateway';
import { createProjectionService, type ProjectionService } from '@courtside/projection-service';
import { startWorkflowRunner } from '../src/workflows';
import { startJobQueue } from '../src/queue';
import { createIntegrationsService, type IntegrationsService } from '../src/service';
import { fakeScoreboardToken, startFakeScoreboard } from '../src/scoreboard/fake';
import { fakeWorkflowToken, startFakeWorkflowService } from '../src/workflow-service/fake';
import type { FakeEndpoint } from '../src/outbox/fake-endpoint';
import { testPolicy } from './sync-stack';

export const admin = { actor: { kind: 'admin' as const, id: '1' } };

/**
 * The real parts a workflow runs on, on one fresh database: event store, command-service
 * (in-process), projection-service, the gateway's accounts table, a mail outbox folder, and the
 * workflow runner (and, with `sync`, the outbox) on one pg-boss queue. The clock stands still at the run's moment.
 */
export async function startWorkflowStack(
  options: {
    refuseOnce?: string[];
    /** The outbox too, delivering to the scoreboard and workflow-service fakes (league sync). */
    sync?: boolean;
  } = {},
) {
  const database = await createTestDatabase(testPostgresUrl());
  const pool = new pg.Pool({ connectionString: database.url, max: 6 });
  const knex: Knex = knexFactory({
    client: 'pg',
    connection: database.url,
    pool: { min: 0, max: 6 },
  });
  const store: PostgresEventStore = createPostgresEventStore({ pool });
  await store.migrate();
  const now = testClock()();
  const clock = () => now;
  const logger = pino({ level: 'silent' });
  const command: CommandService = createCommandService({ store, pool, clock, logger });
  await command.migrate();
  const projection: ProjectionService = createProjectionService({ knex, store });
  await projection.migrate();
  await projection.start();
  await migrateGateway(knex);
  const outbox = await mkdtemp(path.join(tmpdir(), 'courtside-workflow-mail-'));
  const outboxMailer = createMailer({
    from: 'Courtside <no-reply@courtside.test>',
    outboxDir: outbox,
  });
  // An SMTP server that refuses each listed address once: the run crashes there and pg-boss
  // delivers the job again.
  const refuse = new Set(options.refuseOnce ?? []);
  const mailer = {
    async send(message: { to: string; subject: string; text: string }) {
      if (refuse.delete(message.to)) throw new Error(`451 try again later: ${message.to}`);
      await outboxMailer.send(message);
    },
  };
  // One job queue for the runner and the outbox, as in the app's process.
  const queue = await startJobQueue({
    connectionString: database.url,
    logger,
    maintenanceIntervalSeconds: 1,
  });
  let sync: {
    scoreboard: FakeEndpoint;
    workflow: FakeEndpoint;
    service: IntegrationsService;
  } | null = null;
  if (options.sync) {
    const scoreboard = await startFakeScoreboard();
    const workflow = await startFakeWorkflowService();
    const service = await createIntegrationsService({
      queue,
      pool,
      store,
      logger,
      scoreboard: { url: scoreboard.url, token: fakeScoreboardToken },
      workflowService: { url: workflow.url, token: fakeWorkflowToken },
      policy: testPolicy,
    });
    sync = { scoreboard, workflow, service };
  }
  const runner = await startWorkflowRunner({
    queue,
    store,
    commands: command.commands,
    knex,
    clock,
    mailer,
    logger,
    outbox: sync?.service.outbox ?? null,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
  });
  const commands = command.commands;

  return {
    now,
    knex,
    store,
    commands,
    projection,
    mails: () => readOutbox(outbox),
    /** The fakes the outbox delivers to (with `sync: true`). */
    scoreboard: sync?.scoreboard ?? null,
    workflowService: sync?.workflow ?? null,
    async start(kind: WorkflowKind, leagueId: number) {
      return commands.startWorkflow({ kind, league_id: leagueId }, admin);
    },
    /** The workflow's row once its run has ended (polled: the runner works after the start). */
    async ended(id: number): Promise<WorkflowRow> {
      await expect
        .poll(
          async () =>
            (await knex.withSchema('rm').table('workflows').where({ id }).first('status'))?.status,
          { timeout: 60_000, interval: 100 },
        )
        .toMatch(/succeeded|failed/);
      return (await knex.withSchema('rm').table('workflows').where({ id }).first()) as WorkflowRow;
    },
    async log(id: number): Promise<string[]> {
      const rows: { key: string }[] = await knex
        .withSchema('rm')
        .table('workflow_log')
        .where('workflow_id', id)
        .orderBy('revision');
      return rows.map((row) => row.key);
    },
    async close() {
      await runner.close();
      await sync?.service.close(1_000);
      await queue.stop(1_000);
      await sync?.scoreboard.close();
      await sync?.workflow.close();
      await projection.close();
      await command.close();
      await knex.destroy();
      await store.close();
      await pool.end();
      await rm(outbox, { recursive: true, force: true });
      await database.drop();
    },
  };
}

export type WorkflowStack = Awaited<ReturnType<typeof startWorkflowStack>>;

/** A category of season 2025/26 with a league of `teams` teams in it. */
export async function leagueWithTeams(stack: WorkflowStack, name: string, teams: string[]) {
  const { commands } = stack;
  const category = await commands.createCategory({
    name: `Seniori ${name}`,
    season: '2025/26',
    public: true,
  });
  const league = await commands.createLeague({
    name,
    public: true,
    number_of_teams: Math.max(teams.length, 2),
    rounds: 2,
    start_date: '2025-10-04',
    category_id: category.id,
  });
  const teamIds: number[] = [];
  let last = league.position;
  for (const team of teams) {
    const registered = await commands.registerTeam(league.id, { name: team });
    teamIds.push(registered.id);
    last = registered.position;
  }
  await stack.projection.waitFor(last, 30_000);
  return { categoryId: category.id, leagueId: league.id, teamIds };
}
