import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeReceiver, type FakeReceiver } from '@courtside/integrations';
import { createLogger } from '../src/logger';
import { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

let running: RunningGateway;
let owner: { browser: TestBrowser; id: number };
let stranger: { browser: TestBrowser; id: number };
let receiver: FakeReceiver;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  running = await startGateway({ logger: createLogger('info', sink) });
  await readModelRows(running.knex).league({ id: 1, name: 'Liga A' });
  owner = await newSignedIn(running.url, running.knex, 'admin', []);
  stranger = await newSignedIn(running.url, running.knex, 'admin', []);
  receiver = await startFakeReceiver();
});

afterAll(async () => {
  await receiver?.close();
  await running?.close();
});

async function newKey(): Promise<{ id: number; secret: string }> {
  const answer = await owner.browser.request('POST', '/api/api-keys', {
    body: { name: 'Klub sajt', league_ids: [1] },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; secret: string };
}

const endpoints = (keyId: number) =>
  running.knex('webhook_endpoints').where({ api_key_id: keyId }).count({ n: '*' }).first();

describe('when a key holder registers a webhook endpoint', () => {
  it('shows the secret once; no later answer, the database, the event log or logs hold it', async () => {
    const key = await newKey();
    const created = await owner.browser.request('POST', `/api/admin/api-keys/${key.id}/webhooks`, {
      body: { url: `${receiver.url}/hooks`, kinds: ['score.changed', 'match.finished'] },
    });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(created.body).toMatchObject({
      enabled: true,
      kinds: ['score.changed', 'match.finished'],
    });
    const id = created.body.id as number;

    const answers = [
      await owner.browser.get(`/api/admin/api-keys/${key.id}/webhooks`),
      await owner.browser.request('PATCH', `/api/admin/webhooks/${id}`, {
        body: { enabled: false },
      }),
      await owner.browser.request('POST', `/api/admin/webhooks/${id}/test`, { body: {} }),
      await owner.browser.get(`/api/admin/webhooks/${id}/deliveries`),
      await new TestBrowser(running.url).get('/api/webhooks', { 'x-api-key': key.secret }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]?.body.data).toEqual([
      expect.objectContaining({ id, url: `${receiver.url}/hooks` }),
    ]);
    for (const answer of answers)
      expect(JSON.stringify(answer.body)).not.toContain(secret.slice(6));
    const stored = await running.knex('webhook_endpoints').where({ id }).first();
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
    const everything = JSON.stringify(await running.knex('events').select('data', 'metadata'));
    expect(everything).not.toContain(secret.slice(6));
    expect(logLines.join('')).not.toContain(secret.slice(6));
    // The test message was signed with it (the receiver saw a v1 signature).
    expect(receiver.received.at(-1)?.headers['webhook-signature']).toMatch(/^v1,/);
  });

  it('shows a rotated secret once and never again', async () => {
    const key = await newKey();
    const created = await owner.browser.request('POST', `/api/admin/api-keys/${key.id}/webhooks`, {
      body: { url: `${receiver.url}/rotate`, kinds: ['score.changed'] },
    });
    const rotated = await owner.browser.request(
      'POST',
      `/api/admin/webhooks/${created.body.id}/rotate-secret`,
      { body: {} },
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    const list = await owner.browser.get(`/api/admin/api-keys/${key.id}/webhooks`);
    expect(JSON.stringify(list.body)).not.toContain(rotated.body.secret.slice(6));
  });

  it('lets only the key owner see or change them', async () => {
    const key = await newKey();
    const created = await owner.browser.request('POST', `/api/admin/api-keys/${key.id}/webhooks`, {
      body: { url: `${receiver.url}/own`, kinds: ['score.changed'] },
    });
    expect(created.status).toBe(201);
    expect((await stranger.browser.get(`/api/admin/api-keys/${key.id}/webhooks`)).status).toBe(404);
    const deleting = await stranger.browser.request(
      'DELETE',
      `/api/admin/webhooks/${created.body.id}`,
    );
    expect(deleting.status).toBe(404);
    expect(Number((await endpoints(key.id))?.n)).toBe(1);
    const removed = await owner.browser.request('DELETE', `/api/admin/webhooks/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect(Number((await endpoints(key.id))?.n)).toBe(0);
  });
});

describe('when bad input is sent', () => {
  it.each([
    ['an address that is not one', { url: 'not an address', kinds: ['score.changed'] }, 'url'],
    ['ftp', { url: 'ftp://example.com/hook', kinds: ['score.changed'] }, 'url'],
    [
      'plain http to another host',
      { url: 'http://example.com/hook', kinds: ['score.changed'] },
      'url',
    ],
    ['an unknown kind', { url: 'https://example.com/hook', kinds: ['goal.scored'] }, 'kinds[0]'],
    ['no kinds', { url: 'https://example.com/hook', kinds: [] }, 'kinds'],
    ['kinds missing', { url: 'https://example.com/hook' }, 'kinds'],
  ])('answers 422 in plain words for %s and stores nothing', async (_name, body, field) => {
    const key = await newKey();
    const answer = await owner.browser.request('POST', `/api/admin/api-keys/${key.id}/webhooks`, {
      body,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]?.[0]).toMatch(/[a-z]{3,} [a-z]{3,}/i);
    expect(Number((await endpoints(key.id))?.n)).toBe(0);
  });

  it('keeps an endpoint unchanged when an edit is refused', async () => {
    const key = await newKey();
    const created = await owner.browser.request('POST', `/api/admin/api-keys/${key.id}/webhooks`, {
      body: { url: 'https://example.com/hook', kinds: ['score.changed'] },
    });
    const edit = await owner.browser.request('PATCH', `/api/admin/webhooks/${created.body.id}`, {
      body: { kinds: ['nope'] },
    });
    expect(edit.status).toBe(422);
    const row = await running.knex('webhook_endpoints').where({ id: created.body.id }).first();
    expect(row.kinds).toEqual(['score.changed']);
  });
});

describe('when 100 endpoints are registered at once for one key', () => {
  it('keeps ten, and refuses the rest with 422', async () => {
    const key = await newKey();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        owner.browser.request('POST', `/api/admin/api-keys/${key.id}/webhooks`, {
          body: { url: `https://example.com/hook/${i}`, kinds: ['score.changed'] },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 422);
    expect(refused).toHaveLength(90);
    expect(refused[0]?.body.message).toBe(
      'This API key already has 10 webhook endpoints, the most it may have.',
    );
    expect(Number((await endpoints(key.id))?.n)).toBe(10);
  });
});

describe('when an API consumer registers its own endpoint with its key', () => {
  it('registers and lists it; another key sees none of it; a session alone gets 401', async () => {
    const key = await newKey();
    const other = await newKey();
    const consumer = new TestBrowser(running.url);
    const created = await consumer.request('POST', '/api/webhooks', {
      headers: { 'x-api-key': key.secret },
      body: { url: 'https://club.example/hooks', kinds: ['schedule.changed'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const mine = await consumer.get('/api/webhooks', { 'x-api-key': key.secret });
    expect(mine.body.data.map((e: { url: string }) => e.url)).toEqual([
      'https://club.example/hooks',
    ]);
    const theirs = await consumer.get('/api/webhooks', { 'x-api-key': other.secret });
    expect(theirs.body.data).toEqual([]);
    const bad = await consumer.request('POST', '/api/webhooks', {
      headers: { 'x-api-key': key.secret },
      body: { url: 'https://club.example/hooks', kinds: ['everything'] },
    });
    expect(bad.status).toBe(422);
    expect(Number((await endpoints(key.id))?.n)).toBe(1);
    expect((await owner.browser.get('/api/webhooks')).status).toBe(401);
  });
});

describe('when the test button is pressed', () => {
  async function endpointAt(path: string) {
    const key = await newKey();
    const created = await owner.browser.request('POST', `/api/admin/api-keys/${key.id}/webhooks`, {
      body: { url: `${receiver.url}${path}`, kinds: ['score.changed'] },
    });
    return created.body.id as number;
  }

  it('sends a signed webhook.test at once and shows the answer', async () => {
    const id = await endpointAt('/test-ok');
    const answer = await owner.browser.request('POST', `/api/admin/webhooks/${id}/test`, {
      body: {},
    });
    expect(answer.body).toMatchObject({ delivered: true, status_code: 204, error: null });
    const got = receiver.received.filter((r) => r.path === '/test-ok');
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
    expect(got[0]?.headers['webhook-id']).toBe(answer.body.message_id);
    const deliveries = await owner.browser.get(`/api/admin/webhooks/${id}/deliveries`);
    expect(deliveries.body.data).toEqual([
      expect.objectContaining({ kind: 'webhook.test', status_code: 204, state: 'delivered' }),
    ]);
  });

  it('shows a 500 in plain words', async () => {
    const id = await endpointAt('/test-500');
    receiver.failNext(1, { path: '/test-500' });
    const answer = await owner.browser.request('POST', `/api/admin/webhooks/${id}/test`, {
      body: {},
    });
    expect(answer.body).toMatchObject({
      delivered: false,
      status_code: 500,
      error: 'The receiver had an internal error (HTTP 500).',
    });
  });

  it('says so when the receiver cannot be reached', async () => {
    const closed = await startFakeReceiver();
    await closed.close();
    const key = await newKey();
    const created = await owner.browser.request('POST', `/api/admin/api-keys/${key.id}/webhooks`, {
      body: { url: `${closed.url}/gone`, kinds: ['score.changed'] },
    });
    const answer = await owner.browser.request(
      'POST',
      `/api/admin/webhooks/${created.body.id}/test`,
      { body: {} },
    );
    expect(answer.body).toMatchObject({ delivered: false, status_code: null });
    expect(answer.body.error).toMatch(/^Could not reach the receiver/);
  });
});

describe('when an integrator reads the OpenAPI document', () => {
  it("lists the key's webhook routes and the messages it would receive", async () => {
    const doc = (await new TestBrowser(running.url).get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/webhooks'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(
      doc.paths['/webhooks'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({ required: ['url', 'kinds'] });
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      'match.finished',
      'schedule.changed',
      'score.changed',
      'standings.changed',
      'webhook.test',
    ]);
  });
});
