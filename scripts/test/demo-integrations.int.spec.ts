import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  createTestDatabase,
  testClock,
  testPostgresUrl,
  type TestDatabase,
} from '@courtside/events/testing';
import { listDeadLetters } from '@courtside/integrations';
import { startApp, type RunningApp } from '../app';

let database: TestDatabase;
let app: RunningApp;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
  app = await startApp({ databaseUrl: database.url, port: 0, clock: testClock() });
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await app?.close();
  await database?.drop();
});

describe('when a new user starts the demo', () => {
  it('its top league is synced: deliveries go through and one match ends as a dead letter', async () => {
    const topLeague = app.demo?.leagueIds[0];
    await expect
      .poll(
        async () => {
          const { rows } = await pool.query<{ count: string }>(
            `SELECT count(*) FROM pgboss.job WHERE name = 'sync-scoreboard' AND state = 'completed'
             AND (data->>'leagueId')::int = $1`,
            [topLeague],
          );
          return Number(rows[0]?.count);
        },
        { timeout: 120_000 },
      )
      .toBeGreaterThan(0);
    // A bound against hangs, not a speed check: the letter comes after the reactor caught up
    // with the whole demo and three attempts with back-off (16 s on a quiet machine, over the
    // project's 30 s poll bound with the whole suite on 2 cores).
    await expect
      .poll(async () => (await listDeadLetters(pool)).length, { timeout: 120_000 })
      .toBe(1);
    const [letter] = await listDeadLetters(pool);
    expect(letter).toMatchObject({
      destination: 'scoreboard',
      league_id: topLeague,
      match_id: app.demo?.playedContestIds[0],
      last_error: 'The service had an internal error (HTTP 500).',
    });
  });
});
