import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '@courtside/events/testing';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

// Issue 12: the API keys list shows each key's requests per day (last 14) and its last use.
let running: RunningGateway;
let admin: Awaited<ReturnType<typeof newSignedIn>>;
const start = testClock()();
let daysLater = 0;
const clock = () => new Date(start.getTime() + daysLater * 86_400_000);
const day = (offset: number) =>
  new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  running = await startGateway({ clock });
  await readModelRows(running.knex).league({ id: 1, name: 'Prva liga' });
  admin = await newSignedIn(running.url, running.knex, 'admin', ['administrator']);
});

afterAll(async () => {
  await running.close();
});

type Listed = {
  id: number;
  last_used_at: string | null;
  usage: { day: string; requests: number }[];
};

async function listed(id: number): Promise<Listed | undefined> {
  const list = await admin.browser.get('/api/api-keys?per_page=100');
  expect(list.status).toBe(200);
  return (list.body.data as Listed[]).find((key) => key.id === id);
}

describe('when a key is used', () => {
  it('counts every one of 100 simultaneous requests, per day, with its last use', async () => {
    const created = await admin.browser.request('POST', '/api/api-keys', {
      body: { name: 'Semafor', league_ids: [1] },
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body as { id: number; secret: string };
    const fresh = await listed(id);
    expect(fresh?.last_used_at).toBeNull();
    expect(fresh?.usage).toHaveLength(14);
    expect(fresh?.usage.every((entry) => entry.requests === 0)).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        new TestBrowser(running.url).get('/api/leagues/1', { 'x-api-key': secret }),
      ),
    );
    // Past the per-minute limit requests are refused (429), yet each one was made and counts.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(60);
    const today = await listed(id);
    expect(today?.usage.at(-1)).toEqual({ day: day(0), requests: 100 });
    expect(today?.last_used_at).toBe(clock().toISOString());

    daysLater = 2;
    await running.knex('api_keys').where({ id }).update({ window_ends_at: null });
    const later = await new TestBrowser(running.url).get('/api/leagues', { 'x-api-key': secret });
    expect(later.status).toBe(200);
    const after = await listed(id);
    expect(after?.usage).toHaveLength(14);
    expect(after?.usage.slice(-3)).toEqual([
      { day: day(0), requests: 100 },
      { day: day(1), requests: 0 },
      { day: day(2), requests: 1 },
    ]);
    expect(after?.last_used_at).toBe(clock().toISOString());
  });
});
