import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWebhookStack, type WebhookStack } from './webhooks-stack';
import type { ReceivedWebhook } from '../src/webhooks/fake-receiver';

let stack: WebhookStack;
beforeAll(async () => {
  stack = await startWebhookStack();
});
afterAll(async () => {
  await stack?.close();
});

const typeOf = (r: ReceivedWebhook) => (JSON.parse(r.body) as { type: string }).type;

/**
 * Verifies as a receiver does, with the Standard Webhooks reference library; the receiver's
 * clock reads the test clock, since the library refuses a timestamp five minutes off its own.
 */
function verify(secret: string, body: string, headers: ReceivedWebhook['headers']): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now: stack.now });
  try {
    return new Webhook(secret).verify(body, headers);
  } finally {
    vi.useRealTimers();
  }
}

describe('when a score is saved in a league a key covers', () => {
  it('reaches the subscribed endpoint once, signed per Standard Webhooks', async () => {
    const league = await stack.league();
    const other = await stack.league();
    const { secret } = await stack.endpoint(await stack.apiKey([league.id]), '/a', [
      'score.changed',
    ]);
    const elsewhere = await stack.endpoint(await stack.apiKey([other.id]), '/b', [
      'score.changed',
      'match.finished',
    ]);
    const finishedOnly = await stack.endpoint(await stack.apiKey([league.id]), '/c', [
      'match.finished',
    ]);
    const off = await stack.endpoint(
      await stack.apiKey([league.id]),
      '/off',
      ['score.changed'],
      false,
    );

    const scored = await stack.commands.recordScores(league.contestId, {
      A1: 21,
      B1: 17,
      expected_revision: league.revision,
    });
    await expect.poll(() => stack.at('/a').length).toBe(1);
    const [got] = stack.at('/a');
    if (!got) throw new Error('nothing received');
    expect(typeOf(got)).toBe('score.changed');
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    expect(got.headers['webhook-timestamp']).toBe(String(Math.floor(stack.now.getTime() / 1000)));
    expect(verify(secret, got.body, got.headers)).toMatchObject({
      type: 'score.changed',
      data: {
        league_id: league.id,
        match_id: league.contestId,
        status: 'live',
        home: { name: 'Vojvodina 1', score: 21 },
        away: { name: 'Partizan 1', score: 17 },
      },
    });
    const tampered = got.body.replace('"score":21', '"score":22');
    expect(tampered).not.toBe(got.body);
    expect(() => verify(secret, tampered, got.headers)).toThrow();
    expect(() => verify(elsewhere.secret, got.body, got.headers)).toThrow();

    // Finishing the match later reaches the match.finished endpoint: by then the score's
    // batch is long behind the reactor, and nobody else got anything for it.
    await stack.commands.finishContest(league.contestId, { expected_revision: scored.revision });
    await expect.poll(() => stack.at('/c').map(typeOf)).toEqual(['match.finished']);
    expect(stack.at('/a')).toHaveLength(1);
    expect(stack.at('/b')).toEqual([]);
    expect(stack.at('/off')).toEqual([]);
    const messages = await stack
      .knex('webhook_messages')
      .whereIn('endpoint_id', [elsewhere.id, finishedOnly.id, off.id]);
    expect(messages.map((m: { kind: string }) => m.kind)).toEqual(['match.finished']);
    // The secret never reached the log lines.
    expect(stack.logLines.join('')).not.toContain(secret.slice(6));
  });
});

describe('when a receiver fails twice, then answers', () => {
  it('gets the same message three times, and the deliveries show two failures then success', async () => {
    const league = await stack.league();
    const hook = await stack.endpoint(await stack.apiKey([league.id]), '/flaky', ['score.changed']);
    stack.receiver.failNext(2, { path: '/flaky' });
    await stack.commands.recordScores(league.contestId, {
      A1: 3,
      B1: 0,
      expected_revision: league.revision,
    });
    await expect
      .poll(() => stack.at('/flaky').map((r) => r.status), { timeout: 30_000 })
      .toEqual([500, 500, 204]);
    expect(new Set(stack.at('/flaky').map((r) => r.headers['webhook-id'])).size).toBe(1);
    await expect.poll(() => stack.deliveries(hook.id)).toHaveLength(3);
    const attempts = await stack.deliveries(hook.id);
    expect(attempts.map((a) => [a.attempt, a.status_code, a.state])).toEqual([
      [1, 500, 'pending'],
      [2, 500, 'pending'],
      [3, 204, 'delivered'],
    ]);
    expect(attempts[0]?.error).toBe('The receiver had an internal error (HTTP 500).');
  });
});

describe('when one receiver hangs', () => {
  it("does not hold up another endpoint's delivery", async () => {
    const league = await stack.league();
    const key = await stack.apiKey([league.id]);
    const hanging = await stack.endpoint(key, '/hang', ['score.changed']);
    const quick = await stack.endpoint(key, '/quick', ['score.changed']);
    stack.receiver.hangNext(1, '/hang');
    await stack.commands.recordScores(league.contestId, {
      A1: 1,
      B1: 1,
      expected_revision: league.revision,
    });
    await expect.poll(() => stack.at('/hang').length).toBe(1);
    await expect
      .poll(() => stack.deliveries(quick.id))
      .toEqual([expect.objectContaining({ attempt: 1, status_code: 204, state: 'delivered' })]);
    // The hanging request is still open: no attempt of it has ended yet.
    expect(await stack.deliveries(hanging.id)).toEqual([]);
    expect(stack.at('/hang')[0]?.status).toBeNull();
  });
});

describe('when a receiver answers 410 Gone', () => {
  it('disables the endpoint and sends it nothing more', async () => {
    const league = await stack.league();
    const hook = await stack.endpoint(await stack.apiKey([league.id]), '/gone', [
      'score.changed',
      'match.finished',
    ]);
    const watcher = await stack.endpoint(await stack.apiKey([league.id]), '/after', [
      'match.finished',
    ]);
    stack.receiver.failNext(1, { path: '/gone', status: 410 });
    const first = await stack.commands.recordScores(league.contestId, {
      A1: 2,
      B1: 0,
      expected_revision: league.revision,
    });
    await expect
      .poll(() => stack.deliveries(hook.id))
      .toEqual([expect.objectContaining({ attempt: 1, status_code: 410, state: 'failed' })]);
    const row = await stack.knex('webhook_endpoints').where({ id: hook.id }).first();
    expect(row).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    // A later event reaches the other endpoint, and makes no message for the disabled one.
    await stack.commands.finishContest(league.contestId, { expected_revision: first.revision });
    await expect.poll(() => stack.at('/after').length).toBe(1);
    // Its delivery is recorded once the receiver has answered: wait for the record.
    await expect.poll(() => stack.deliveries(watcher.id)).toHaveLength(1);
    expect(await stack.knex('webhook_messages').where({ endpoint_id: hook.id })).toHaveLength(1);
    expect(stack.at('/gone')).toHaveLength(1);
  });
});
