import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import knexFactory from 'knex';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { createCommandService, type CommandService } from '@courtside/command-service';
import { createPostgresEventStore } from '@courtside/events/store';
import { createTestDatabase, testClock, testPostgresUrl } from '@courtside/events/testing';
import { createProjectionService, type ProjectionService } from '@courtside/projection-service';
import type { GatewayConfig } from '../src/config';
import { createAccount } from '../src/index';
import { startGateway, type RunningGateway } from './harness';

export const official = { email: 'sudija@courtside.test', password: 'Sudija#2026' };

/**
 * The real slice on one fresh database: event store, command-service over HTTP (with a clock
 * the test sets), projection-service running, gateway forwarding to it, one official account
 * and a public league with one contest that started an hour ago.
 */
export async function startStack(
  options: {
    project?: boolean;
    gatewayLogger?: Logger;
    /** Gateway settings beyond the command-service's address (an outbox, the captcha's size). */
    gatewayConfig?: Partial<GatewayConfig>;
  } = {},
) {
  const database = await createTestDatabase(testPostgresUrl());
  const pool = new pg.Pool({ connectionString: database.url, max: 6 });
  const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  const store = createPostgresEventStore({ pool });
  await store.migrate();
  // The test moves this clock by hand; it starts at the run's moment (COURTSIDE_TEST_NOW).
  const clock = { now: testClock()() };
  const command: CommandService = createCommandService({
    store,
    pool,
    clock: () => clock.now,
    logger: pino({ level: 'silent' }),
  });
  await command.migrate();
  const commandServer = await new Promise<Server>((resolve) => {
    const server = command.app.listen(0, '127.0.0.1', () => resolve(server));
  });
  const commandUrl = `http://127.0.0.1:${(commandServer.address() as AddressInfo).port}`;

  const projection: ProjectionService = createProjectionService({ knex, store });
  await projection.migrate();
  if (options.project !== false) await projection.start();

  const gateway: RunningGateway = await startGateway({
    database,
    config: { ...options.gatewayConfig, commandServiceUrl: commandUrl },
    store,
    logger: options.gatewayLogger,
    clock: () => clock.now,
  });
  const { id: officialId } = await createAccount(gateway.knex, {
    kind: 'official',
    name: 'Marko Petrović',
    roles: ['referee'],
    permissions: ['view.contests'],
    ...official,
  });

  const { commands } = command;
  const category = await commands.createCategory({
    name: 'Seniori',
    season: '2025/26',
    public: true,
  });
  const league = await commands.createLeague({
    name: 'Prva liga',
    public: true,
    number_of_teams: 4,
    rounds: 2,
    start_date: '2026-01-10',
    category_id: category.id,
  });
  // Officials see and score only the leagues they are assigned to. The row the assignment
  // event projects is written directly, so the stack's event log (which audit specs count)
  // holds only the league, its teams and the contest; leagues-officials.int.spec.ts drives
  // assignments through the real commands.
  await knex('rm.league_officials').insert({
    league_id: league.id,
    account_id: officialId,
    role: 'referee',
  });
  const home = await commands.registerTeam(league.id, { name: 'Vojvodina' });
  const away = await commands.registerTeam(league.id, { name: 'Partizan' });
  const contestTime = new Date(clock.now.getTime() - 60 * 60 * 1000);
  const contest = await commands.scheduleContest({
    league_id: league.id,
    round: 1,
    time: contestTime.toISOString(),
    location: 'Spens',
    first_team_id: home.id,
    second_team_id: away.id,
  });
  if (options.project !== false) await projection.waitFor(contest.position, 30_000);

  return {
    clock,
    command,
    projection,
    gateway,
    url: gateway.url,
    /** command-service's own address, for tests that call it as any other client would. */
    commandUrl,
    leagueId: league.id,
    contestId: contest.id,
    /** When the contest is scheduled: an hour before the clock's start, so its UTC day is not
     * always the clock's (between 00:00 and 01:00 UTC it is the day before). */
    contestTime,
    teams: { home: home.id, away: away.id },
    /** The contest's revision right after scheduling. */
    contestRevision: contest.revision,
    async eventCount(): Promise<number> {
      const { rows } = await pool.query<{ count: string }>('SELECT count(*) FROM events');
      return Number(rows[0]?.count);
    },
    async close() {
      await gateway.close();
      await projection.close();
      await new Promise<void>((resolve) => commandServer.close(() => resolve()));
      await command.close();
      await store.close();
      await knex.destroy();
      await pool.end();
      await database.drop();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
