import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createPostgresEventStore, type PostgresEventStore } from '@courtside/events/store';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@courtside/events/testing';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { createCommandService, type CommandService } from '../index';

/** Headers gateway sets for a signed-in administrator. */
export const adminHeaders = {
  'x-actor-kind': 'admin',
  'x-actor-id': '42',
  'x-actor-ip': '203.0.113.9',
  'x-actor-user-agent': 'int-spec',
};

export interface Answer {
  status: number;
  // The body is whatever JSON the service answered; each spec asserts its shape.
  body: Record<string, unknown>;
}

/**
 * command-service on a fresh database of the test PostgreSQL, listening on a free port,
 * with a clock the spec moves by hand.
 */
export async function startServiceUnderTest(now: Date) {
  const database: TestDatabase = await createTestDatabase(testPostgresUrl());
  const pool = new pg.Pool({ connectionString: database.url, max: 8 });
  const store: PostgresEventStore = createPostgresEventStore({ pool });
  await store.migrate();
  const clock = { now };
  const service: CommandService = createCommandService({
    store,
    pool,
    clock: () => clock.now,
    logger: pino({ level: 'silent' }),
  });
  await service.migrate();
  const server = await new Promise<Server>((resolve) => {
    const listening = service.app.listen(0, '127.0.0.1', () => resolve(listening));
    // As in main.ts: the gateway's fetch keeps connections idle; the server must not close first.
    listening.keepAliveTimeout = 65_000;
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = adminHeaders,
  ): Promise<Answer> {
    const response = await fetch(url + path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  return {
    clock,
    service,
    store,
    /** command-service's own database (ids, idempotency, reactor checkpoints). */
    pool,
    send,
    async eventCount(): Promise<number> {
      const { rows } = await pool.query<{ count: string }>('SELECT count(*) FROM events');
      return Number(rows[0]?.count);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
}

export type ServiceUnderTest = Awaited<ReturnType<typeof startServiceUnderTest>>;

/** Starts command-service at `now` before a file's tests, hands it over, and closes it after. */
export function serviceForFile(now: Date, started: (sut: ServiceUnderTest) => void): void {
  let sut: ServiceUnderTest | undefined;
  beforeAll(async () => {
    sut = await startServiceUnderTest(now);
    started(sut);
  });
  afterAll(async () => {
    await sut?.close();
  });
}

/**
 * A league of four teams (the given fields over a one-round public league) with two teams
 * registered and one contest between them at `time`.
 */
export async function leagueWithContest(
  sut: ServiceUnderTest,
  fields: Record<string, unknown>,
  time: string,
): Promise<{ leagueId: number; contestId: number }> {
  const league = await sut.send('POST', '/leagues', {
    kind: 'league',
    number_of_teams: 4,
    rounds: 1,
    start_date: '2026-01-05',
    public: true,
    ...fields,
  });
  expect(league.status).toBe(201);
  const leagueId = Number(league.body.id);
  const teams: number[] = [];
  for (const name of ['Vojvodina', 'Partizan']) {
    teams.push(Number((await sut.send('POST', `/leagues/${leagueId}/teams`, { name })).body.id));
  }
  const contest = await sut.send('POST', '/contests', {
    league_id: leagueId,
    round: 1,
    time,
    location: 'Spens',
    first_team_id: teams[0],
    second_team_id: teams[1],
  });
  expect(contest.status).toBe(201);
  return { leagueId, contestId: Number(contest.body.id) };
}

/** The streams the store is asked for while `run` runs. */
export async function streamsReadDuring(
  sut: ServiceUnderTest,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const read: string[] = [];
  const readStream = sut.store.readStream.bind(sut.store);
  sut.store.readStream = (stream) => {
    // The bracket advancer reads a league after each finished contest, as a reactor and apart
    // from any command; since a save's own subscriptions take its events without reading the
    // log, it can run before the command's answer is back. Only the commands' reads count.
    if (!new Error().stack?.includes('reactors/bracket-advancer')) read.push(stream);
    return readStream(stream);
  };
  try {
    await run();
  } finally {
    sut.store.readStream = readStream;
  }
  return read;
}
