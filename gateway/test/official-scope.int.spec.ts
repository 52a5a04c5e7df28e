import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignOfficial } from '../src/index';
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
  await rows.contest({ id: 7, leagueId: 1, time: '2026-05-02T18:00:00Z', teams: [1, 'A', 2, 'B'] });
  await rows.contest({ id: 8, leagueId: 2, time: '2026-05-02T19:00:00Z', teams: [3, 'C', 4, 'D'] });
});

afterAll(async () => {
  await running.close();
});

async function official(...leagues: [number, 'referee' | 'delegate'][]): Promise<TestBrowser> {
  const { browser, id } = await newSignedIn(running.url, running.knex, 'official', ['referee']);
  for (const [league, role] of leagues) await assignOfficial(running.knex, id, league, role);
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

describe('when an official is assigned to a league', () => {
  it('lists only that league’s contests of the day', async () => {
    expect(await dayList(await official([2, 'referee']))).toEqual([8]);
  });

  it('may score its contests and gets 403 for another league’s', async () => {
    const browser = await official([2, 'referee']);
    expect((await score(browser, 8)).status).toBe(422);
    const refused = await score(browser, 7);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Unauthorized.' });
    const finish = await browser.request('POST', '/api/contests/7/finish', { body: {} });
    expect(finish.status).toBe(403);
  });
});

describe('when an official is the delegate of one league and referee of another', () => {
  it('sees and scores both', async () => {
    const browser = await official([1, 'delegate'], [2, 'referee']);
    expect(await dayList(browser)).toEqual([7, 8]);
    expect((await score(browser, 7)).status).toBe(422);
    expect((await score(browser, 8)).status).toBe(422);
  });
});

describe('when an official has no assignment yet (transition rule)', () => {
  it('keeps seeing and scoring every league, as before assignments existed', async () => {
    const browser = await official();
    expect(await dayList(browser)).toEqual([7, 8]);
    expect((await score(browser, 7)).status).toBe(422);
  });
});
