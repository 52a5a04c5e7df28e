import type { LeagueOfficialRole } from '@courtside/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

let running: RunningGateway;

beforeAll(async () => {
  running = await startGateway();
  const rows = readModelRows(running.knex);
  await rows.league({ id: 1, name: 'Prva liga' });
  await rows.league({ id: 2, name: 'Druga liga' });
  await rows.league({ id: 3, name: 'Treća liga' });
  await rows.contest({ id: 7, leagueId: 1, time: '2026-05-02T18:00:00Z', teams: [1, 'A', 2, 'B'] });
  await rows.contest({ id: 8, leagueId: 2, time: '2026-05-02T19:00:00Z', teams: [3, 'C', 4, 'D'] });
  await rows.contest({ id: 9, leagueId: 3, time: '2026-05-02T20:00:00Z', teams: [5, 'E', 6, 'F'] });
});

afterAll(async () => {
  await running.close();
});

interface Assignments {
  leagues?: [number, LeagueOfficialRole][];
  /** [contest, league, role] rows of rm.contest_officials. */
  contests?: [number, number, 'delegate' | 'referee' | 'statistician'][];
}

/**
 * A signed-in official with the read-model rows the assignment events project
 * (rm.league_officials, rm.contest_officials); the events themselves are covered by the
 * projection-service and leagues-officials specs.
 */
async function official({ leagues = [], contests = [] }: Assignments = {}): Promise<TestBrowser> {
  const { browser, id } = await newSignedIn(running.url, running.knex, 'official', ['referee']);
  for (const [league, role] of leagues) {
    await running.knex('rm.league_officials').insert({ league_id: league, account_id: id, role });
  }
  for (const [contest, league, role] of contests) {
    await running
      .knex('rm.contest_officials')
      .insert({ contest_id: contest, league_id: league, account_id: id, role });
  }
  return browser;
}

const dayList = async (browser: TestBrowser) => {
  const { status, body } = await browser.get('/api/officials/contests?date=2026-05-02');
  expect(status).toBe(200);
  return body.data.map((contest: { id: number }) => contest.id);
};

// An empty body: past the scope check the answer is 422, so nothing reaches command-service.
const score = (browser: TestBrowser, contest: number) =>
  browser.request('PUT', `/api/contests/${contest}/score`, { body: {} });
const finish = (browser: TestBrowser, contest: number) =>
  browser.request('POST', `/api/contests/${contest}/finish`, { body: {} });

describe('when an official is on a league’s list', () => {
  it('lists only that league’s contests of the day', async () => {
    expect(await dayList(await official({ leagues: [[2, 'referee']] }))).toEqual([8]);
  });

  it('may score its contests and gets 403 for another league’s', async () => {
    const browser = await official({ leagues: [[2, 'assistant referee']] });
    expect((await score(browser, 8)).status).toBe(422);
    const refused = await score(browser, 7);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Unauthorized.' });
    expect((await finish(browser, 7)).status).toBe(403);
  });
});

describe('when an official is the delegate of one league and referee of another', () => {
  it('sees and scores both, and nothing of the third', async () => {
    const browser = await official({
      leagues: [
        [1, 'delegate'],
        [2, 'referee'],
      ],
    });
    expect(await dayList(browser)).toEqual([7, 8]);
    expect((await score(browser, 7)).status).toBe(422);
    expect((await score(browser, 8)).status).toBe(422);
    expect((await score(browser, 9)).status).toBe(403);
  });
});

describe('when an official is the delegate of a contest outside their leagues', () => {
  it('sees and scores that contest besides their league’s', async () => {
    const browser = await official({ leagues: [[2, 'referee']], contests: [[9, 3, 'delegate']] });
    expect(await dayList(browser)).toEqual([8, 9]);
    expect((await score(browser, 9)).status).toBe(422);
    expect((await score(browser, 7)).status).toBe(403);
  });

  it('does not see a contest where they only referee (the spec scopes contests by delegate)', async () => {
    const browser = await official({ contests: [[9, 3, 'referee']] });
    expect(await dayList(browser)).toEqual([]);
    expect((await score(browser, 9)).status).toBe(403);
  });
});

describe('when an official has no assignment at all', () => {
  it('sees no contest and may score none', async () => {
    const browser = await official();
    expect(await dayList(browser)).toEqual([]);
    for (const contest of [7, 8, 9]) {
      expect((await score(browser, contest)).status).toBe(403);
      expect((await finish(browser, contest)).status).toBe(403);
    }
  });

  it('still gets 404 for a contest that does not exist', async () => {
    expect((await score(await official(), 999)).status).toBe(404);
  });
});

describe('when an official scores the same contest again', () => {
  it('checks the scope in the session read alone, with no query of its own', async () => {
    const browser = await official({ leagues: [[2, 'referee']] });
    expect((await score(browser, 8)).status).toBe(422);
    const queries: string[] = [];
    const onQuery = (query: { sql: string }) => queries.push(query.sql);
    running.knex.on('query', onQuery);
    try {
      expect((await score(browser, 8)).status).toBe(422);
    } finally {
      running.knex.off('query', onQuery);
    }
    expect(queries.filter((sql) => sql.includes('league_officials'))).toEqual([]);
  });

  it('is refused at once when taken off the league’s list in between', async () => {
    const { browser, id } = await newSignedIn(running.url, running.knex, 'official', ['referee']);
    await running
      .knex('rm.league_officials')
      .insert({ league_id: 1, account_id: id, role: 'referee' });
    expect((await score(browser, 7)).status).toBe(422);
    await running.knex('rm.league_officials').where({ account_id: id }).delete();
    expect((await score(browser, 7)).status).toBe(403);
    expect((await finish(browser, 7)).status).toBe(403);
  });

  it('is refused at once when no longer the contest’s delegate', async () => {
    const { browser, id } = await newSignedIn(running.url, running.knex, 'official', ['referee']);
    await running
      .knex('rm.contest_officials')
      .insert({ contest_id: 9, league_id: 3, account_id: id, role: 'delegate' });
    expect((await score(browser, 9)).status).toBe(422);
    await running.knex('rm.contest_officials').where({ account_id: id }).delete();
    expect((await score(browser, 9)).status).toBe(403);
  });
});
