import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createCommandService, type CommandService } from '@courtside/command-service';
import { createPostgresEventStore } from '@courtside/events/store';
import { createTestDatabase, testClock, testPostgresUrl } from '@courtside/events/testing';
import { migrateGateway } from '@courtside/gateway';
import { createProjectionService } from '@courtside/projection-service';
import { startJobQueue } from '../src/queue';
import { createIntegrationsService, type IntegrationsService } from '../src/service';
import { startFakeReceiver } from '../src/webhooks/fake-receiver';
import { testWebhookSecretKey as secretKey, webhookEndpoints } from './webhook-endpoints';
import type { WebhookKind } from '../src/webhooks/kinds';

/**
 * The write side, projections, gateway tables (api_keys, webhook_*) and the integrations
 * service with webhooks on, on one fresh database, and a fake receiver. Retries are fast
 * (1 s then 2 s); a request is cut off after 5 s.
 */
export async function startWebhookStack() {
  const database = await createTestDatabase(testPostgresUrl());
  const pool = new pg.Pool({ connectionString: database.url, max: 8 });
  const knex: Knex = knexFactory({
    client: 'pg',
    connection: database.url,
    pool: { min: 0, max: 4 },
  });
  const store = createPostgresEventStore({ pool });
  await store.migrate();
  const now = testClock()();
  const clock = () => now;
  const logLines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  const command: CommandService = createCommandService({ store, pool, clock, logger });
  await command.migrate();
  const projection = createProjectionService({ knex, store });
  await projection.migrate();
  await projection.start();
  await migrateGateway(knex);
  const receiver = await startFakeReceiver();
  const queue = await startJobQueue({
    connectionString: database.url,
    logger,
    maintenanceIntervalSeconds: 1,
  });
  const service: IntegrationsService = await createIntegrationsService({
    queue,
    pool,
    store,
    logger,
    scoreboard: null,
    workflowService: null,
    webhooks: { secretKey },
    clock,
    policy: {
      retryLimit: 3,
      retryDelaySeconds: 1,
      requestTimeoutMs: 5_000,
      workersPerDestination: 3,
      pollingIntervalSeconds: 0.5,
    },
  });
  const { commands } = command;
  const endpoints = await webhookEndpoints(knex, secretKey, now);

  let leagues = 0;
  /** A league with two teams and one match that started an hour ago. */
  async function league() {
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
    const homeTeam = await commands.createTeam({ name: `Vojvodina ${leagues}` });
    const awayTeam = await commands.createTeam({ name: `Partizan ${leagues}` });
    const home = await commands.registerTeam(created.id, { team_id: homeTeam.id });
    const away = await commands.registerTeam(created.id, { team_id: awayTeam.id });
    const contest = await commands.scheduleContest({
      league_id: created.id,
      round: 1,
      time: new Date(now.getTime() - 60 * 60 * 1000).toISOString(),
      location: 'Spens',
      first_team_id: home.id,
      second_team_id: away.id,
    });
    await projection.waitFor(contest.position, 30_000);
    return { id: created.id, contestId: contest.id, revision: contest.revision };
  }

  return {
    now,
    knex,
    commands,
    receiver,
    logLines,
    league,
    apiKey: endpoints.apiKey,
    /** An endpoint at the receiver's `path`; answers its secret. */
    endpoint: (apiKeyId: number, path: string, kinds: WebhookKind[], enabled = true) =>
      endpoints.endpoint(apiKeyId, `${receiver.url}${path}`, kinds, enabled),
    /** What the receiver got at `path`. */
    at: (path: string) => receiver.received.filter((r) => r.path === path),
    async deliveries(endpointId: number) {
      return knex('webhook_deliveries')
        .where({ endpoint_id: endpointId })
        .orderBy('id')
        .select('message_id', 'kind', 'attempt', 'status_code', 'error', 'state');
    },
    async close() {
      await service.close(1_000);
      await queue.stop(1_000);
      await receiver.close();
      await projection.close();
      await command.close();
      await store.close();
      await knex.destroy();
      await pool.end();
      await database.drop();
    },
  };
}

export type WebhookStack = Awaited<ReturnType<typeof startWebhookStack>>;
