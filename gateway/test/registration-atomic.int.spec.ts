import pg from 'pg';
import { createPostgresEventStore } from '@courtside/events/store';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '@courtside/events/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';

// Issue 14: a registration whose event could not be appended left its account behind, able to
// sign in, with nothing in the log. The event log here is real but unreachable (its pool ended).

let database: TestDatabase;
let running: RunningGateway;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const store = createPostgresEventStore({ pool });
  await store.migrate();
  running = await startGateway({ database, store });
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.team(1, 10, 'Vojvodina');
  // A representative registers for a club record, which owns its teams by id.
  await running.knex('rm.clubs').insert({ id: 10, name: 'Vojvodina' });
  await running.knex('rm.club_teams').insert({ club_id: 10, team_id: 10 });
  await pool.end();
});

afterAll(async () => {
  await running.close();
  await database.drop();
});

describe('when the event log cannot take a registration', () => {
  it('fails the request and leaves no account behind', async () => {
    const browser = new TestBrowser(running.url);
    await browser.csrf();
    const email = 'unlogged@club.test';
    const answer = await browser.request('POST', '/api/video-zone/register', {
      body: {
        email,
        password: 'Kosarka#2026',
        password_confirmation: 'Kosarka#2026',
        first_name: 'Marko',
        last_name: 'Petrović',
        club: 'Vojvodina',
      },
    });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(await running.knex('accounts').where({ email })).toEqual([]);
  });
});
