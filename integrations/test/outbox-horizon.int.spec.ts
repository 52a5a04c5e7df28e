import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MatchDocument } from '../src/outbox/documents';
import { startSyncStack, type SyncStack } from './sync-stack';

// The event log is read below the oldest transaction still in progress (ARCHITECTURE.md), so a
// transaction that has written anything holds back every reader of the log, the projections
// among them, until it ends. The outbox reactor reads the read models for each batch's
// documents; if it did so after its first write, every score saved meanwhile would wait for it
// before reaching the screens.

/** Holds the integrations' reads of the webhook endpoints while it is shut. */
class Gate {
  private opened: Promise<void> = Promise.resolve();
  private release = () => {};
  held = 0;

  shut(): void {
    this.opened = new Promise((resolve) => (this.release = resolve));
  }

  open(): void {
    this.release();
  }

  async pass(): Promise<void> {
    this.held += 1;
    await this.opened;
    this.held -= 1;
  }

  /** The pool's clients hold each read of the endpoints at the gate. */
  pool(pool: pg.Pool): pg.Pool {
    const held = async () => {
      const client = await pool.connect();
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      return new Proxy(client, {
        get: (target, property) =>
          property === 'query'
            ? async (...args: unknown[]) => {
                if (String(args[0]).includes('FROM webhook_endpoints')) await this.pass();
                return query(...args);
              }
            : Reflect.get(target, property, target),
      });
    };
    // pool.query connects with a callback; only the clients the reactor takes are held.
    const connect = (callback?: Parameters<pg.Pool['connect']>[0]) =>
      callback ? pool.connect(callback) : held();
    return new Proxy(pool, {
      get: (target, property) =>
        property === 'connect' ? connect : Reflect.get(target, property, target),
    });
  }
}

const gate = new Gate();
let stack: SyncStack;
beforeAll(async () => {
  stack = await startSyncStack({ webhooks: true, integrationsPool: (pool) => gate.pool(pool) });
});
afterAll(async () => {
  gate.open();
  await stack?.close();
});

const scoreOf = async (contestId: number) => {
  const { rows } = await stack.pool.query<{ A1: number | null; B1: number | null }>(
    'SELECT "A1", "B1" FROM rm.contests WHERE id = $1',
    [contestId],
  );
  return `${rows[0]?.A1}:${rows[0]?.B1}`;
};

it('reads its documents before it writes, so a score saved meanwhile is shown at once', async () => {
  const webhooks = stack.webhooks!;
  const league = await stack.league({ sync: true });
  const key = await webhooks.apiKey([league.id]);
  await webhooks.endpoint(key, `${webhooks.receiver.url}/hooks`, ['score.changed']);
  const matchPath = `/v1/leagues/${league.id}/matches/${league.contestId}`;
  const applied = () =>
    stack.scoreboard.applied
      .filter((d) => d.path === matchPath)
      .map(
        (d) => `${(d.body as MatchDocument).home.score}:${(d.body as MatchDocument).away.score}`,
      );
  await expect.poll(applied).toEqual(['0:0']);

  // The reactor stops at its read of the webhook endpoints, in the middle of a score's batch
  // that also sends the match to the scoreboard.
  gate.shut();
  const first = await stack.recordScore(league.contestId, league.revision, 21, 17);
  await expect.poll(() => gate.held, { timeout: 15_000 }).toBe(1);

  // A score saved while the reactor waits reaches the read models without waiting for it.
  await stack.recordScore(league.contestId, first.revision, 23, 17);
  await expect.poll(() => scoreOf(league.contestId), { timeout: 15_000 }).toBe('23:17');
  expect(applied()).toEqual(['0:0']);

  // Let go, the reactor sends both scores on: to the scoreboard and to the webhook.
  gate.open();
  await expect.poll(applied, { timeout: 15_000 }).toContain('23:17');
  await expect
    .poll(() => webhooks.receiver.received.filter((r) => r.path === '/hooks').length, {
      timeout: 15_000,
    })
    .toBe(2);
});
