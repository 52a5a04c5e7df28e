import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testClock, testPostgresUrl } from '@courtside/events/testing';
import { migrateGateway } from '@courtside/gateway';
import type { Queryable } from '../src/outbox/dead-letters';
import { AttemptStatements, type AttemptRecord } from '../src/webhooks/attempt-statements';
import { testWebhookSecretKey, webhookEndpoints } from './webhook-endpoints';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let knex: Knex;
const now = testClock()();
const endpoints: { id: number; url: string }[] = [];

/** The pool, with every statement sent through it written down. */
function counted() {
  const sent: string[] = [];
  const db: Queryable = {
    query: <R extends object>(text: string, values?: unknown[]) => {
      sent.push(text);
      return pool.query<R>(text, values);
    },
  };
  return { db, sent };
}

let messages = 0;
async function message(endpointId: number): Promise<string> {
  messages += 1;
  const id = `msg_test_${messages}`;
  await pool.query(
    `INSERT INTO webhook_messages (id, endpoint_id, kind, event_id, body)
     VALUES ($1, $2, 'score.changed', NULL, $3)`,
    [id, endpointId, JSON.stringify({ type: 'score.changed', n: messages })],
  );
  return id;
}

const attempt = (
  messageId: string,
  endpointId: number,
  state: AttemptRecord['state'],
): AttemptRecord => ({
  messageId,
  endpointId,
  kind: 'score.changed',
  attempt: 1,
  statusCode: state === 'delivered' ? 204 : 500,
  error: state === 'delivered' ? null : 'The receiver had an internal error (HTTP 500).',
  durationMs: 3,
  nextRetryAt: state === 'pending' ? new Date(now.getTime() + 1_000) : null,
  state,
  attemptedAt: now,
});

const stored = (messageIds: string[]) =>
  pool
    .query<{
      message_id: string;
      state: string;
      status_code: number | null;
      message_state: string;
    }>(
      `SELECT d.message_id, d.state, d.status_code, m.state AS message_state
         FROM webhook_deliveries d JOIN webhook_messages m ON m.id = d.message_id
        WHERE d.message_id = ANY($1::text[]) ORDER BY d.id`,
      [messageIds],
    )
    .then(({ rows }) => rows);

beforeAll(async () => {
  database = await createTestDatabase(testPostgresUrl());
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  await migrateGateway(knex);
  const made = await webhookEndpoints(knex, testWebhookSecretKey, now);
  const key = await made.apiKey([1]);
  for (const url of ['http://127.0.0.1:9/a', 'http://127.0.0.1:9/b', 'http://127.0.0.1:9/gone']) {
    endpoints.push({ id: (await made.endpoint(key, url, ['score.changed'])).id, url });
  }
});
afterAll(async () => {
  await knex?.destroy();
  await pool?.end();
  await database?.drop();
});

describe('the statements of webhook attempts', () => {
  it('reads the messages a fetch asks for at once in one statement, each with its endpoint', async () => {
    const [a, b] = endpoints;
    if (!a || !b) throw new Error('no endpoints');
    const ids = [await message(a.id), await message(b.id), await message(a.id)];
    const { db, sent } = counted();
    const statements = new AttemptStatements(db);

    const found = await Promise.all([...ids, 'msg_gone'].map((id) => statements.target(id)));

    expect(sent).toHaveLength(1);
    expect(found.map((target) => target?.url ?? null)).toEqual([a.url, b.url, a.url, null]);
    expect(found[1]).toMatchObject({ endpoint_id: b.id, kind: 'score.changed', state: 'pending' });
    expect(JSON.parse(found[2]?.body ?? '{}')).toMatchObject({ type: 'score.changed' });
  });

  it('records the attempts that end while one is written in the next statement, with each message’s end', async () => {
    const [a] = endpoints;
    if (!a) throw new Error('no endpoints');
    const ids = await Promise.all([1, 2, 3, 4].map(() => message(a.id)));
    const { db, sent } = counted();
    const statements = new AttemptStatements(db);
    const states: AttemptRecord['state'][] = ['pending', 'delivered', 'failed', 'pending'];

    await Promise.all(
      ids.map((id, i) => statements.record(attempt(id, a.id, states[i] ?? 'pending'))),
    );

    // The first is written at once; the three that came while it was on its way share one.
    expect(sent).toHaveLength(2);
    expect(await stored(ids)).toEqual([
      { message_id: ids[0], state: 'pending', status_code: 500, message_state: 'pending' },
      { message_id: ids[1], state: 'delivered', status_code: 204, message_state: 'delivered' },
      { message_id: ids[2], state: 'failed', status_code: 500, message_state: 'failed' },
      { message_id: ids[3], state: 'pending', status_code: 500, message_state: 'pending' },
    ]);
  });

  it('fails only the attempt whose row cannot be kept, and keeps the others written with it', async () => {
    const [a] = endpoints;
    if (!a) throw new Error('no endpoints');
    const ids = await Promise.all([1, 2, 3].map(() => message(a.id)));
    const statements = new AttemptStatements(counted().db);
    const gone = 2_147_000_000; // no such endpoint: the delivery's foreign key refuses the row

    const outcomes = await Promise.allSettled([
      statements.record(attempt(ids[0] ?? '', a.id, 'delivered')),
      statements.record(attempt(ids[1] ?? '', gone, 'delivered')),
      statements.record(attempt(ids[2] ?? '', a.id, 'delivered')),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((await stored(ids)).map((row) => row.message_id)).toEqual([ids[0], ids[2]]);
  });

  it('switches an endpoint that answered 410 Gone off in the statement that records it', async () => {
    const [a, , gone] = endpoints;
    if (!a || !gone) throw new Error('no endpoints');
    const kept = await message(a.id);
    const refused = await message(gone.id);
    const { db, sent } = counted();
    const statements = new AttemptStatements(db);

    await statements.record({
      ...attempt(refused, gone.id, 'failed'),
      statusCode: 410,
      error: 'The receiver said the endpoint is gone (HTTP 410).',
    });
    await statements.record(attempt(kept, a.id, 'failed'));

    expect(sent).toHaveLength(2);
    const rows = await pool.query<{ id: number; enabled: boolean; disabled_reason: string | null }>(
      'SELECT id, enabled, disabled_reason FROM webhook_endpoints WHERE id = ANY($1::int[]) ORDER BY id',
      [[a.id, gone.id]],
    );
    expect(rows.rows).toEqual([
      { id: a.id, enabled: true, disabled_reason: null },
      { id: gone.id, enabled: false, disabled_reason: 'gone' },
    ]);
    expect((await stored([refused])).map((row) => row.message_state)).toEqual(['failed']);
  });
});
