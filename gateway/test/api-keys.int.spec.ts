import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyRequestsPerMinute } from '../src/api-keys/authenticate';
import { createLogger } from '../src/logger';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

let running: RunningGateway;
let admin: { browser: TestBrowser; id: number };
const logLines: string[] = [];

const leagueA = 1;
const leagueB = 2;
const privateLeague = 3;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  running = await startGateway({ logger: createLogger('info', sink) });
  const rows = readModelRows(running.knex);
  await rows.league({ id: leagueA, name: 'Liga A' });
  await rows.league({ id: leagueB, name: 'Liga B' });
  await rows.league({ id: privateLeague, name: 'Liga C', public: false });
  admin = await newSignedIn(running.url, running.knex, 'admin', ['administrator']);
});

afterAll(async () => {
  await running.close();
});

async function createKey(browser: TestBrowser, leagueIds: number[], name = 'Semafor') {
  const answer = await browser.request('POST', '/api/api-keys', {
    body: { name, league_ids: leagueIds },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; secret: string; prefix: string };
}

/** A client with no cookies at all, as an integration calling the API would be. */
function client(): TestBrowser {
  return new TestBrowser(running.url);
}

describe('when an admin creates an API key', () => {
  it('shows the secret once; the list, the event log and the logs never hold it', async () => {
    const created = await createKey(admin.browser, [leagueA]);
    expect(created.secret).toMatch(/^csk_[a-f0-9]{8}_/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);

    const list = await admin.browser.get('/api/api-keys');
    expect(list.status).toBe(200);
    const listed = list.body.data.find((k: { id: number }) => k.id === created.id);
    expect(listed).toMatchObject({
      name: 'Semafor',
      prefix: created.prefix,
      league_ids: [leagueA],
      leagues: [{ id: leagueA, name: 'Liga A' }],
    });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);

    expect(
      (await client().get(`/api/leagues/${leagueA}`, { 'x-api-key': created.secret })).status,
    ).toBe(200);
    const storedHash = (await running.knex('api_keys').where({ id: created.id }).first())
      .secret_hash as string;
    const events = await running.knex('events').where('stream_id', `api-key-${created.id}`);
    expect(events.map((e) => e.type)).toEqual(['ApiKeyCreated']);
    expect(events[0]?.data).toEqual({
      apiKeyId: created.id,
      accountId: admin.id,
      name: 'Semafor',
      leagueIds: [leagueA],
    });
    const everything = JSON.stringify(await running.knex('events').select('data', 'metadata'));
    expect(everything).not.toContain(created.secret);
    expect(everything).not.toContain(storedHash);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(created.secret);
    expect(logLines.join('')).not.toContain(created.secret.slice(14));
  });

  it.each([
    ['name', { name: '', league_ids: [leagueA] }, 'This field is required.'],
    ['league_ids', { name: 'X', league_ids: [] }, 'This field is required.'],
    ['league_ids', { name: 'X', league_ids: [1, 1] }, 'Selected values cannot be duplicated.'],
    ['league_ids', { name: 'X', league_ids: [999] }, 'There is no such league.'],
    ['secret', { name: 'X', league_ids: [leagueA], secret: 'mine' }, 'This field is not accepted.'],
  ])('refuses a bad %s with 422 and stores nothing', async (field, body, text) => {
    const before = await running.knex('api_keys').count<{ count: string }[]>({ count: '*' });
    const answer = await admin.browser.request('POST', '/api/api-keys', { body });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([text]);
    const after = await running.knex('api_keys').count<{ count: string }[]>({ count: '*' });
    expect(after).toEqual(before);
  });
});

describe('when a key reads the API', () => {
  it("reads its own league with either header and another league's public data as anyone does", async () => {
    const { secret } = await createKey(admin.browser, [leagueA]);
    const bearer = { authorization: `Bearer ${secret}` };
    expect((await client().get(`/api/leagues/${leagueA}/public-standings`, bearer)).status).toBe(
      200,
    );
    expect((await client().get(`/api/leagues/${leagueA}`, { 'x-api-key': secret })).status).toBe(
      200,
    );
    const other = await client().get(`/api/leagues/${leagueB}/public-standings`, bearer);
    expect(other.status).toBe(200);
    expect(other.body).toEqual(
      (await client().get(`/api/leagues/${leagueB}/public-standings`)).body,
    );
  });

  it('reads the public league list, and gets 403 on closed routes and on every write', async () => {
    const { secret } = await createKey(admin.browser, [leagueA]);
    const headers = { 'x-api-key': secret };
    const leagues = await client().get('/api/leagues', headers);
    expect(leagues.status).toBe(200);
    expect(leagues.body).toEqual((await client().get('/api/leagues')).body);
    expect((await client().get('/api/api-keys', headers)).status).toBe(403);
    const write = await client().request('POST', '/api/api-keys', {
      headers,
      body: { name: 'Escalate', league_ids: [leagueA] },
    });
    expect(write.status).toBe(403);
  });

  it('reads its own league before it is published, which the public cannot', async () => {
    const { secret } = await createKey(admin.browser, [privateLeague]);
    expect((await client().get(`/api/leagues/${privateLeague}`)).status).toBe(404);
    const own = await client().get(`/api/leagues/${privateLeague}`, { 'x-api-key': secret });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ name: 'Liga C' });
  });

  it('does not act as the session of a browser that also sends one', async () => {
    const { secret } = await createKey(admin.browser, [leagueA]);
    const answer = await admin.browser.request('GET', '/api/users', {
      headers: { 'x-api-key': secret },
    });
    expect(answer.status).toBe(403);
  });

  it('refuses a key sent in the URL with 401 and keeps it out of the logs', async () => {
    const { secret } = await createKey(admin.browser, [leagueA]);
    const inQuery = await client().get(`/api/leagues/${leagueA}?api_key=${secret}`);
    expect(inQuery.status).toBe(401);
    expect(inQuery.body.message).toBe(
      'API keys are accepted only in the Authorization or X-Api-Key header, never in the address.',
    );
    expect((await client().get(`/api/leagues/${leagueA}?x=${secret}`)).status).toBe(401);
    expect(logLines.join('')).not.toContain(secret);
  });

  it('answers 401 to an unknown key and to a revoked one', async () => {
    const { id, secret } = await createKey(admin.browser, [leagueA]);
    const headers = { 'x-api-key': secret };
    expect((await client().get(`/api/leagues/${leagueA}`, headers)).status).toBe(200);
    const revoked = await admin.browser.request('DELETE', `/api/api-keys/${id}`);
    expect(revoked.status).toBe(204);
    expect((await client().get(`/api/leagues/${leagueA}`, headers)).status).toBe(401);
    const forged = `${secret.slice(0, -4)}AAAA`;
    expect((await client().get(`/api/leagues/${leagueA}`, { 'x-api-key': forged })).status).toBe(
      401,
    );
    const events = await running.knex('events').where('stream_id', `api-key-${id}`);
    expect(events.map((e) => e.type)).toEqual(['ApiKeyCreated', 'ApiKeyRevoked']);
    const list = await admin.browser.get('/api/api-keys');
    expect(list.body.data.map((k: { id: number }) => k.id)).not.toContain(id);
  });

  it('answers 429 with Retry-After past the per-minute limit', async () => {
    const { secret } = await createKey(admin.browser, [leagueA]);
    const headers = { 'x-api-key': secret };
    for (let i = 0; i < apiKeyRequestsPerMinute; i += 1) {
      expect((await client().get(`/api/leagues/${leagueA}`, headers)).status).toBe(200);
    }
    const limited = await client().get(`/api/leagues/${leagueA}`, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another key has its own allowance.
    const fresh = await createKey(admin.browser, [leagueA]);
    expect(
      (await client().get(`/api/leagues/${leagueA}`, { 'x-api-key': fresh.secret })).status,
    ).toBe(200);
  });
});

describe('when an admin edits a key', () => {
  it('renames it and moves it to other leagues, keeping the secret, recording only changes', async () => {
    const { id, secret } = await createKey(admin.browser, [leagueA], 'Stari naziv');
    const headers = { 'x-api-key': secret };
    const bad = await admin.browser.request('PUT', `/api/api-keys/${id}`, {
      body: { name: 'Novi naziv', league_ids: [leagueB, leagueB] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.league_ids).toEqual(['Selected values cannot be duplicated.']);

    const edited = await admin.browser.request('PUT', `/api/api-keys/${id}`, {
      body: { name: 'Novi naziv', league_ids: [leagueB] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Novi naziv', league_ids: [leagueB] });
    expect(edited.body).not.toHaveProperty('secret');
    expect((await client().get(`/api/leagues/${leagueB}`, headers)).status).toBe(200);
    // League A is now read as the public reads it; the private league C only by its own key.
    expect((await client().get(`/api/leagues/${leagueA}`, headers)).status).toBe(200);
    expect((await client().get(`/api/leagues/${privateLeague}`, headers)).status).toBe(404);

    const events = await running.knex('events').where('stream_id', `api-key-${id}`);
    expect(events.map((e) => [e.type, e.data.changes ?? null])).toEqual([
      ['ApiKeyCreated', null],
      ['ApiKeyUpdated', { name: 'Novi naziv', leagueIds: [leagueB] }],
    ]);
  });

  it("answers 404 to an admin without list.api-keys editing someone else's key", async () => {
    const plain = await newSignedIn(running.url, running.knex, 'admin', []);
    const { id } = await createKey(admin.browser, [leagueA], 'Tuđi');
    const answer = await plain.browser.request('PUT', `/api/api-keys/${id}`, {
      body: { name: 'Moj sada', league_ids: [leagueA] },
    });
    expect(answer.status).toBe(404);
    expect((await running.knex('api_keys').where({ id }).first()).name).toBe('Tuđi');
  });
});

describe('when keys are listed and revoked by different admins', () => {
  it('shows an admin without list.api-keys only their own keys, and they revoke only those', async () => {
    const plain = await newSignedIn(running.url, running.knex, 'admin', []);
    const own = await createKey(plain.browser, [leagueB], 'Moj ključ');
    const others = await createKey(admin.browser, [leagueB], 'Tuđi ključ');
    const list = await plain.browser.get('/api/api-keys');
    expect(list.body.data.map((k: { id: number }) => k.id)).toEqual([own.id]);
    expect((await plain.browser.request('DELETE', `/api/api-keys/${others.id}`)).status).toBe(404);
    const all = await admin.browser.get('/api/api-keys?per_page=100');
    expect(all.body.data.map((k: { id: number }) => k.id)).toContain(own.id);
  });
});
