import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from './harness';
import { newSignedIn } from './signed-in';

// A session's stored expiry is moved forward (a touch, one UPDATE) only when that would gain a
// minute or more: a busy official's saves, and a page's parallel reads, write nothing.

let running: RunningGateway;

beforeAll(async () => {
  running = await startGateway();
});

afterAll(async () => {
  await running.close();
});

async function officialWithExpiry(interval: string) {
  const { browser, id } = await newSignedIn(running.url, running.knex, 'official', ['referee']);
  const sessions = () =>
    running.knex('sessions').whereRaw(`sess->'account'->>'id' = ?`, [String(id)]);
  await sessions().update({ expire: running.knex.raw(`now() + interval '${interval}'`) });
  const [{ expire }] = await sessions().select('expire');
  return {
    browser,
    stored: expire as Date,
    expiry: async () => (await sessions().first()).expire as Date,
  };
}

const read = '/api/officials/contests?date=2026-05-02';

describe('when ten requests of one session arrive at once and its expiry is recent', () => {
  it('leaves the stored expiry as it was', async () => {
    const { browser, stored, expiry } = await officialWithExpiry('2 hours - 30 seconds');
    const answers = await Promise.all(Array.from({ length: 10 }, () => browser.get(read)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await expiry()).getTime()).toBe(stored.getTime());
  });
});

describe('when a session’s stored expiry is an hour old', () => {
  it('moves it forward on the next request', async () => {
    const { browser, stored, expiry } = await officialWithExpiry('1 hour');
    expect((await browser.get(read)).status).toBe(200);
    await expect
      .poll(async () => (await expiry()).getTime())
      .toBeGreaterThan(stored.getTime() + 30 * 60 * 1000);
  });
});
