import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import {
  createDestinationQueues,
  deadQueueOf,
  defaultDispatchPolicy,
  migrateOutbox,
  queueOf,
  startJobQueue,
  type JobQueue,
  type SyncJob,
} from '@courtside/integrations';
import type { TestBrowser } from './browser';
import { startGateway, type RunningGateway } from './harness';
import { readModelRows } from './read-models';
import { newSignedIn } from './signed-in';

let running: RunningGateway;
let queue: JobQueue;
let superAdmin: TestBrowser;
let pool: pg.Pool;

const letter = (key: string): SyncJob => ({
  destination: 'scoreboard',
  kind: 'match',
  leagueId: 1,
  matchId: 7,
  path: '/v1/leagues/1/matches/7',
  idempotencyKey: key,
  body: { match_id: 7 },
});

async function jobsWithKey(key: string, name: string): Promise<number> {
  const { rows } = await running.knex.raw<{ rows: { count: string }[] }>(
    `SELECT count(*) FROM pgboss.job WHERE name = ? AND state = 'created' AND data->>'idempotencyKey' = ?`,
    [name, key],
  );
  return Number(rows[0]?.count);
}

beforeAll(async () => {
  running = await startGateway();
  pool = new pg.Pool({ connectionString: running.database.url, max: 2 });
  queue = await startJobQueue({
    connectionString: running.database.url,
    logger: pino({ level: 'silent' }),
  });
  await createDestinationQueues(queue.boss, 'scoreboard', defaultDispatchPolicy);
  await readModelRows(running.knex).league({ id: 1, name: 'Prva liga' });
  ({ browser: superAdmin } = await newSignedIn(running.url, running.knex, 'admin', [
    'super-admin',
  ]));
});
afterAll(async () => {
  await queue?.stop();
  await pool?.end();
  await running?.close();
});

describe('when a super administrator opens the failed deliveries', () => {
  it('lists them, retries one exactly once under 50 simultaneous presses, and discards another', async () => {
    const dead = deadQueueOf('scoreboard');
    await queue.boss.send(dead, letter('scoreboard:match:7:a'));
    await queue.boss.send(dead, letter('scoreboard:match:7:b'));

    const listed = await superAdmin.get('/api/admin/dead-letters');
    expect(listed.status).toBe(200);
    const rows = (listed.body as { data: { id: string; idempotency_key: string }[] }).data;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      destination: 'scoreboard',
      league_name: 'Prva liga',
      match_id: 7,
    });
    const retried = rows.find((r) => r.idempotency_key === 'scoreboard:match:7:a')!;
    const discarded = rows.find((r) => r.idempotency_key === 'scoreboard:match:7:b')!;

    const presses = await Promise.all(
      Array.from({ length: 50 }, () =>
        superAdmin.request('POST', `/api/admin/dead-letters/${retried.id}/retry`),
      ),
    );
    expect(presses.filter((p) => p.status === 204)).toHaveLength(1);
    expect(presses.filter((p) => p.status === 404)).toHaveLength(49);
    expect(await jobsWithKey('scoreboard:match:7:a', queueOf('scoreboard'))).toBe(1);

    expect(
      (await superAdmin.request('DELETE', `/api/admin/dead-letters/${discarded.id}`)).status,
    ).toBe(204);
    expect(
      (await superAdmin.request('DELETE', `/api/admin/dead-letters/${discarded.id}`)).status,
    ).toBe(404);
    expect(await jobsWithKey('scoreboard:match:7:b', queueOf('scoreboard'))).toBe(0);
    expect(
      ((await superAdmin.get('/api/admin/dead-letters')).body as { data: unknown[] }).data,
    ).toEqual([]);
  });

  it('answers each failure as its English text beside a code and parameters, and an old letter as its text alone', async () => {
    const dead = deadQueueOf('scoreboard');
    const coded = await queue.boss.send(dead, letter('scoreboard:match:7:coded'));
    const old = await queue.boss.send(dead, letter('scoreboard:match:7:old'));
    // What pg-boss keeps of a thrown DeliveryError, and of one thrown before failures had codes.
    await running.knex.raw('UPDATE pgboss.job SET output = ?::jsonb WHERE id = ?', [
      JSON.stringify({
        name: 'DeliveryError',
        message: 'The service refused our token (HTTP 401).',
        code: 'refused_auth',
        params: { status: 401 },
      }),
      coded,
    ]);
    await running.knex.raw('UPDATE pgboss.job SET output = ?::jsonb WHERE id = ?', [
      JSON.stringify({ message: 'The service answered HTTP 418.' }),
      old,
    ]);

    const rows = ((await superAdmin.get('/api/admin/dead-letters')).body as { data: unknown[] })
      .data;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: coded,
          last_error: 'The service refused our token (HTTP 401).',
          last_error_code: 'refused_auth',
          last_error_params: { status: 401 },
        }),
        expect.objectContaining({
          id: old,
          last_error: 'The service answered HTTP 418.',
          last_error_code: null,
          last_error_params: {},
        }),
      ]),
    );
    for (const id of [coded, old]) {
      expect((await superAdmin.request('DELETE', `/api/admin/dead-letters/${id}`)).status).toBe(
        204,
      );
    }
  });

  it("refuses (409, in the reader's language) to retry a letter a newer document has replaced, and keeps it for discarding", async () => {
    await migrateOutbox(pool);
    const stale: SyncJob = {
      ...letter('scoreboard:match:8:stale'),
      matchId: 8,
      path: '/v1/leagues/1/matches/8',
      digest: 'a'.repeat(64),
    };
    // The outbox has enqueued another document for that match since the letter failed.
    await pool.query(
      `INSERT INTO integration_sent_documents (destination, path, digest) VALUES ($1, $2, $3)`,
      ['scoreboard', stale.path, 'b'.repeat(64)],
    );
    const id = await queue.boss.send(deadQueueOf('scoreboard'), stale);
    const listed = () =>
      superAdmin
        .get('/api/admin/dead-letters')
        .then((r) => (r.body as { data: { id: string; superseded: boolean }[] }).data);
    expect(await listed()).toEqual([expect.objectContaining({ id, superseded: true })]);

    const refused = await superAdmin.request('POST', `/api/admin/dead-letters/${id}/retry`, {
      headers: { 'accept-language': 'en' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A newer version of this delivery was sent after it failed. Sending this one again would overwrite it, so discard it instead.',
    );
    const cyrillic = await superAdmin.request('POST', `/api/admin/dead-letters/${id}/retry`, {
      headers: { 'accept-language': 'sr-Cyrl' },
    });
    expect(cyrillic.body.message).toMatch(/^После ове неуспеле испоруке послата је новија верзија/);
    expect(await jobsWithKey('scoreboard:match:8:stale', queueOf('scoreboard'))).toBe(0);
    expect(await listed()).toEqual([expect.objectContaining({ id, superseded: true })]);

    expect((await superAdmin.request('DELETE', `/api/admin/dead-letters/${id}`)).status).toBe(204);
    expect(await listed()).toEqual([]);
  });

  it('answers 404 for an id that is not a dead letter', async () => {
    expect(
      (await superAdmin.request('POST', '/api/admin/dead-letters/not-a-uuid/retry')).status,
    ).toBe(404);
  });
});
