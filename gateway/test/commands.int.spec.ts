import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './browser';
import { startGateway } from './harness';
import { official, startStack, type Stack } from './stack';

let stack: Stack;

const scores = (a: number, b: number) => ({
  A1: a,
  A2: 10,
  A3: 10,
  A4: 10,
  A_extra: null,
  B1: b,
  B2: 10,
  B3: 10,
  B4: 10,
  B_extra: null,
});

async function signedIn(): Promise<TestBrowser> {
  const browser = new TestBrowser(stack.url);
  const { status } = await browser.signIn(official.email, official.password);
  expect(status).toBe(200);
  return browser;
}

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.close();
});

describe('when a state-changing call comes without the CSRF token', () => {
  const calls = [
    ['POST', '/api/officials/login'],
    ['PUT', '/api/contests/1/score'],
    ['POST', '/api/contests/1/finish'],
    ['DELETE', '/api/contests/1'],
    ['PATCH', '/api/leagues/1'],
  ] as const;

  it.each(calls)('answers %s %s with 419 when the header is missing', async (method, path) => {
    const browser = new TestBrowser(stack.url);
    await browser.csrf();
    const { status, body } = await browser.request(method, path, { body: {}, xsrf: false });
    expect(status).toBe(419);
    expect(body).toEqual({ message: 'CSRF token mismatch.' });
  });

  it.each(calls)('answers %s %s with 419 when the header is wrong', async (method, path) => {
    const browser = new TestBrowser(stack.url);
    await browser.csrf();
    const { status } = await browser.request(method, path, {
      body: {},
      headers: { 'x-xsrf-token': 'f'.repeat(64) },
    });
    expect(status).toBe(419);
  });

  it('answers 419 when there is no session at all', async () => {
    const response = await fetch(`${stack.url}/api/officials/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'anything' },
      body: JSON.stringify(official),
    });
    expect(response.status).toBe(419);
  });
});

describe('when nobody is signed in', () => {
  it('answers score and finish with 401 and forwards nothing', async () => {
    const before = await stack.eventCount();
    const browser = new TestBrowser(stack.url);
    await browser.csrf();
    const score = await browser.request('PUT', `/api/contests/${stack.contestId}/score`, {
      body: { ...scores(20, 10), expected_revision: stack.contestRevision },
    });
    expect(score.status).toBe(401);
    expect(score.body).toEqual({ message: 'Unauthenticated.' });
    const finish = await browser.request('POST', `/api/contests/${stack.contestId}/finish`, {
      body: { expected_revision: stack.contestRevision },
    });
    expect(finish.status).toBe(401);
    expect(await stack.eventCount()).toBe(before);
  });
});

describe('when a signed-in official sends a bad score', () => {
  it.each([
    ['a score as text', { ...scores(20, 10), A1: '20', expected_revision: 0 }, 'A1'],
    ['a negative score', { ...scores(20, 10), B2: -1, expected_revision: 0 }, 'B2'],
    ['a score over 250', { ...scores(251, 10), expected_revision: 0 }, 'A1'],
    ['a fractional score', { ...scores(20, 10), A3: 1.5, expected_revision: 0 }, 'A3'],
    ['no expected revision', scores(20, 10), 'expected_revision'],
  ])('answers %s with 422 on that field and forwards nothing', async (_name, body, field) => {
    const browser = await signedIn();
    const before = await stack.eventCount();
    const answer = await browser.request('PUT', `/api/contests/${stack.contestId}/score`, { body });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('The given data was invalid.');
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect(await stack.eventCount()).toBe(before);
  });

  it('answers a body that is not an object, or not JSON, with 422', async () => {
    const browser = await signedIn();
    const path = `/api/contests/${stack.contestId}/score`;
    expect((await browser.request('PUT', path, { body: [1, 2] })).status).toBe(422);
    expect((await browser.request('PUT', path, { rawBody: '{"A1": 2' })).status).toBe(422);
    expect(
      (await browser.request('POST', `/api/contests/${stack.contestId}/finish`, { body: {} }))
        .status,
    ).toBe(422);
  });

  it('answers a non-numeric or unknown contest id with 404', async () => {
    const browser = await signedIn();
    const body = { ...scores(20, 10), expected_revision: 0 };
    const wrongId = await browser.request('PUT', '/api/contests/abc/score', { body });
    expect(wrongId.status).toBe(404);
    expect(wrongId.body).toEqual({ message: 'Record not found in database.' });
    const unknown = await browser.request('PUT', '/api/contests/987654/score', { body });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Record not found in database.' });
  });
});

describe('when a signed-in official saves a score', () => {
  it('answers revision and position, and the event names the official as actor', async () => {
    const browser = await signedIn();
    const me = await browser.get('/api/officials/user');
    const answer = await browser.request('PUT', `/api/contests/${stack.contestId}/score`, {
      body: { ...scores(20, 10), expected_revision: stack.contestRevision },
      headers: { 'user-agent': 'courtside-test-browser' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      revision: stack.contestRevision + 1,
      position: expect.stringMatching(/^\d+:\d+$/),
    });
    const last = await stack.gateway.knex('events').orderBy('position', 'desc').first();
    expect(last.type).toBe('ScoreRecorded');
    expect(last.metadata.actor).toEqual({ kind: 'official', id: String(me.body.user.id) });
    expect(last.metadata.userAgent).toBe('courtside-test-browser');
    expect(last.metadata.ip).toMatch(/127\.0\.0\.1/);
  });

  it('answers 409 with the saved contest when another official saved first', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const current = (await first.get(`/api/contests/${stack.contestId}`)).body.revision as number;
    const path = `/api/contests/${stack.contestId}/score`;
    const won = await first.request('PUT', path, {
      body: { ...scores(30, 10), expected_revision: current },
    });
    expect(won.status).toBe(200);
    const lost = await second.request('PUT', path, {
      body: { ...scores(5, 40), expected_revision: current },
    });
    expect(lost.status).toBe(409);
    expect(lost.body.message).toBe(
      'Someone else saved this match first. Their score is shown; apply yours again.',
    );
    expect(lost.body.current_revision).toBe(won.body.revision);
    expect(lost.body.contest).toMatchObject({
      id: stack.contestId,
      revision: won.body.revision,
      A1: 30,
      B1: 10,
    });
  });

  it('passes command-service rule violations through, localised', async () => {
    const browser = new TestBrowser(stack.url, 'sr-Latn');
    await browser.signIn(official.email, official.password);
    const saved = stack.clock.now;
    stack.clock.now = new Date(saved.getTime() + 10 * 60 * 60 * 1000);
    try {
      const current = (await browser.get(`/api/contests/${stack.contestId}`)).body
        .revision as number;
      const answer = await browser.request('PUT', `/api/contests/${stack.contestId}/score`, {
        body: { ...scores(40, 10), expected_revision: current },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('Ažuriranje rezultata trenutno nije dozvoljeno.');
    } finally {
      stack.clock.now = saved;
    }
  });

  it('stores a retried request with the same Idempotency-Key once', async () => {
    const browser = await signedIn();
    const current = (await browser.get(`/api/contests/${stack.contestId}`)).body.revision as number;
    const send = () =>
      browser.request('PUT', `/api/contests/${stack.contestId}/score`, {
        body: { ...scores(44, 10), expected_revision: current },
        headers: { 'idempotency-key': `retry-${current}-d41d8cd98f00b204` },
      });
    const first = await send();
    const count = await stack.eventCount();
    const retried = await send();
    expect(retried.body).toEqual(first.body);
    expect(await stack.eventCount()).toBe(count);
  });

  it('finishes the contest that has a winner', async () => {
    const browser = await signedIn();
    const answer = await browser.request('POST', `/api/contests/${stack.contestId}/finish`, {
      body: { expected_revision: await revisionNow() },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      revision: await revisionNow(),
      position: expect.stringMatching(/^\d+:\d+$/),
    });
  });
});

/** The contest stream's revision straight from the log (the read model may lag). */
async function revisionNow(): Promise<number> {
  const events = await stack.gateway
    .knex('events')
    .where('stream_id', `contest-${stack.contestId}`)
    .max('revision as r');
  return Number(events[0]?.r);
}

describe('when command-service cannot be reached', () => {
  it('answers 502 with a message, not a 500', async () => {
    const lonely = await startGateway({
      database: stack.gateway.database,
      config: { commandServiceUrl: 'http://127.0.0.1:9' },
    });
    try {
      const browser = new TestBrowser(lonely.url);
      await browser.signIn(official.email, official.password);
      const answer = await browser.request('POST', `/api/contests/${stack.contestId}/finish`, {
        body: { expected_revision: 0 },
      });
      expect(answer.status).toBe(502);
      expect(answer.body.message).toMatch(/unavailable/);
    } finally {
      await lonely.close();
    }
  });
});
