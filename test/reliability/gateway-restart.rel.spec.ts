import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createCommandService, type CommandService } from '@courtside/command-service';
import {
  compareCheckpoints,
  scoreFields,
  type PublicContest,
  type Scores,
} from '@courtside/events';
import { freePort } from '@courtside/events/embedded';
import { createPostgresEventStore, type PostgresEventStore } from '@courtside/events/store';
import {
  createTestDatabase,
  testClock,
  testPostgresUrl,
  type TestDatabase,
} from '@courtside/events/testing';
import { createProjectionService, type ProjectionService } from '@courtside/projection-service';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaled } from './scale';
import { LeagueFollower } from './support/league-follower';
import { startServiceProcess, type ServiceProcess } from './support/service-process';
import { twoTeamLeague } from './support/two-team-league';

const SOCKETS = scaled(100, 1_000);
const RESTARTS = scaled(1, 3);
const CONTESTS = 4;
/** Scores saved while the gateway is up, before and after each restart. */
const SCORES_PER_PHASE = scaled(6, 20);
const quiet = pino({ level: 'silent' });
const kickOff = new Date('2026-03-14T18:00:00Z');

describe('when the gateway is killed and restarted while sockets follow a league and scores keep coming', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let knex: Knex;
  let store: PostgresEventStore;
  let command: CommandService;
  let commandServer: Server;
  let projection: ProjectionService;
  let gateway: ServiceProcess | undefined;
  let url: string;
  let port: number;
  let leagueId: number;
  const contests: { id: number; revision: number; scored: number }[] = [];
  const followers: LeagueFollower[] = [];

  const startGatewayProcess = async () => {
    const started = startServiceProcess('gateway/src/main.ts', {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      COMMAND_SERVICE_URL: `http://127.0.0.1:${(commandServer.address() as AddressInfo).port}`,
      SESSION_SECRET: 'reliability-session-secret-that-is-long-enough-0123',
      TOTP_ENCRYPTION_KEY: 'reliability-totp-encryption-key-long-enough-0123',
      WEB_DIST: '/nonexistent/web/dist',
      LOG_LEVEL: 'error',
    });
    try {
      await vi.waitFor(
        async () => {
          if (started.child.exitCode !== null) {
            throw new Error(`gateway exited: ${started.output()}`);
          }
          const response = await fetch(`${url}/health/ready`);
          expect(response.status).toBe(200);
        },
        { timeout: 60_000, interval: 50 },
      );
    } catch (error) {
      // One that never came up is stopped here: afterAll knows only the last one that did.
      await started.stop('SIGKILL');
      throw new Error(`the gateway did not come up: ${started.output()}`, { cause: error });
    }
    return started;
  };

  beforeAll(async () => {
    database = await createTestDatabase(testPostgresUrl());
    pool = new pg.Pool({ connectionString: database.url, max: 8 });
    knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
    store = createPostgresEventStore({ pool, logger: quiet });
    await store.migrate();
    command = createCommandService({ store, pool, clock: testClock(), logger: quiet });
    await command.migrate();
    commandServer = await new Promise<Server>((resolve) => {
      const server = command.app.listen(0, '127.0.0.1', () => resolve(server));
    });
    projection = createProjectionService({ knex, store, logger: quiet });
    await projection.migrate();
    await projection.start();

    const { league, schedule } = await twoTeamLeague(command.commands);
    leagueId = league.id;
    let last = league.position;
    for (let index = 0; index < CONTESTS; index += 1) {
      const contest = await schedule(kickOff);
      contests.push({ id: contest.id, revision: contest.revision, scored: 0 });
      last = contest.position;
    }
    await projection.waitFor(last, 60_000);

    // Below the ephemeral range: between a restart's kill and bind, no outgoing connection of
    // any process can take it (one did in CI, and the gateway could not bind its port).
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    gateway = await startGatewayProcess();
  });

  afterAll(async () => {
    for (const follower of followers) follower.close();
    await gateway?.stop('SIGTERM');
    await projection?.close();
    await new Promise<void>((resolve) => commandServer?.close(() => resolve()));
    await command?.close();
    await store?.close();
    await knex?.destroy();
    await pool?.end();
    await database?.drop();
  });

  let saved = 0;
  let newest: string | null = null;
  /**
   * Officials save the next score of the given contests in turn, straight to command-service.
   * Contests scored only while the gateway is down get no later push: a client shows their
   * last score only if it refetched after reconnecting.
   */
  async function saveScores(count: number, only = contests): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      const contest = only[index % only.length];
      if (!contest) throw new Error('no contest');
      contest.scored += 1;
      const scores = {
        ...(Object.fromEntries(scoreFields.map((field) => [field, null])) as Scores),
        A1: contest.scored,
        B1: saved % 7,
      };
      const result = await command.commands.recordScores(
        contest.id,
        { ...scores, expected_revision: contest.revision },
        { now: new Date(kickOff.getTime() + 30 * 60 * 1000) },
      );
      contest.revision = result.revision;
      newest = result.position;
      saved += 1;
    }
  }

  const everyoneConnected = () =>
    vi.waitFor(() => expect(followers.filter((f) => !f.socket.connected)).toHaveLength(0), {
      timeout: 120_000,
      interval: 50,
    });

  it('ends with every client showing the scores in the database', async () => {
    for (let index = 0; index < SOCKETS; index += 1) {
      followers.push(new LeagueFollower(url, leagueId));
    }
    await everyoneConnected();
    await saveScores(SCORES_PER_PHASE);

    for (let restart = 0; restart < RESTARTS; restart += 1) {
      const running = gateway;
      // Killed outright, as a crash or an OOM kill would: no goodbye to any socket.
      await running?.stop('SIGKILL');
      await vi.waitFor(() => expect(followers.every((f) => !f.socket.connected)).toBe(true), {
        timeout: 60_000,
        interval: 50,
      });
      // Scores keep coming while the gateway is down: no push can reach anyone.
      await saveScores(SCORES_PER_PHASE);
      gateway = await startGatewayProcess();
      await everyoneConnected();
      await saveScores(SCORES_PER_PHASE, contests.slice(0, CONTESTS / 2));
    }
    if (!newest) throw new Error('no score saved');
    await projection.waitFor(newest, 60_000);

    const { rows } = await knex.raw<{ rows: (Scores & { id: number; revision: number })[] }>(
      `SELECT id, revision, ${scoreFields.map((field) => `"${field}"`).join(', ')} FROM rm.contests
        WHERE league_id = ? ORDER BY id`,
      [leagueId],
    );
    // The read model holds exactly what the officials saved last.
    expect(rows.map((row) => row.revision)).toEqual(contests.map((contest) => contest.revision));
    const inDatabase = rows.map((row) => ({ id: row.id, scores: pick(row) }));
    const shows = (follower: LeagueFollower) =>
      [...(follower.view?.contests ?? [])]
        .sort((a, b) => a.id - b.id)
        .map((contest) => ({ id: contest.id, scores: pick(contest) }));

    const describeFollower = (follower: LeagueFollower) =>
      `behind: view at ${follower.view?.checkpoint}, connected ${follower.socket.connected}, ` +
      `${follower.reconnects} reconnects, ${follower.refetches} refetches, ` +
      `failed refetches ${JSON.stringify(follower.failures.slice(-5))}, ` +
      `shows ${JSON.stringify(shows(follower))}, database ${JSON.stringify(inDatabase)}, ` +
      `last steps ${JSON.stringify(follower.trace)}`;
    let behind: LeagueFollower[] = [];
    try {
      await vi.waitFor(
        () => {
          behind = followers.filter(
            (follower) => JSON.stringify(shows(follower)) !== JSON.stringify(inDatabase),
          );
          // The message names what the first ones show: CI prints a failure, not the log lines.
          expect(behind.length, behind.slice(0, 2).map(describeFollower).join('\n')).toBe(0);
        },
        { timeout: 60_000, interval: 100 },
      );
    } finally {
      const reconnects = followers.reduce((sum, f) => sum + f.reconnects, 0);
      const refetches = followers.reduce((sum, f) => sum + f.refetches, 0);
      const overtaken = followers.reduce((sum, f) => sum + f.overtaken, 0);
      console.log(
        `gateway restart: ${SOCKETS} sockets, ${RESTARTS} SIGKILL restart(s), ${saved} scores ` +
          `saved (${RESTARTS * SCORES_PER_PHASE} while the gateway was down); ${reconnects} reconnects, ` +
          `${refetches} HTTP refetches (${overtaken} landed after a newer push); clients behind the database at the end (lost): ${behind.length}`,
      );
      for (const follower of behind.slice(0, 3)) console.log(describeFollower(follower));
    }
    expect(followers.every((f) => f.reconnects === RESTARTS)).toBe(true);
    expect(compareCheckpoints(await projection.checkpoint(), newest)).toBeGreaterThanOrEqual(0);
  });
});

function pick(source: Scores | PublicContest): Scores {
  return Object.fromEntries(scoreFields.map((field) => [field, source[field]])) as Scores;
}
