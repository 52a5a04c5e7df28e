import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSyncStack, type SyncStack } from './sync-stack';
import { discardDeadLetter, listDeadLetters, retryDeadLetter } from '../src/outbox/dead-letters';
import type { MatchDocument } from '../src/outbox/documents';
import { documentDigest, queueOf, type SyncJob } from '../src/outbox/jobs';
import { startJobQueue } from '../src/queue';

let stack: SyncStack;
beforeAll(async () => {
  stack = await startSyncStack();
});
afterAll(async () => {
  await stack?.close();
});

const scoreApplied = (leagueId: number, contestId: number, home: number) =>
  stack.scoreboard.applied.some(
    (d) =>
      d.path === `/v1/leagues/${leagueId}/matches/${contestId}` &&
      (d.body as MatchDocument).home.score === home,
  );

const deadLettersOf = async (leagueId: number) =>
  (await listDeadLetters(stack.pool)).filter(
    (d) => d.league_id === leagueId && d.destination === 'scoreboard',
  );

/** The league's deliveries still waiting or in flight on the scoreboard queue. */
async function pending(leagueId: number): Promise<number> {
  const { rows } = await stack.pool.query<{ count: string }>(
    `SELECT count(*) FROM pgboss.job WHERE name = 'sync-scoreboard' AND state < 'completed'
       AND (data->>'leagueId')::int = $1`,
    [leagueId],
  );
  return Number(rows[0]?.count);
}

describe('when the scoreboard answers 500 for one league', () => {
  it('ends in the dead-letter list after its retries while another league goes through, and a retry delivers it', async () => {
    const broken = await stack.league({ sync: true });
    const healthy = await stack.league({ sync: true });
    stack.scoreboard.failAlways(`/v1/leagues/${broken.id}/`);
    await stack.recordScore(broken.contestId, broken.revision, 40, 38);
    await stack.recordScore(healthy.contestId, healthy.revision, 33, 31);

    await expect.poll(() => scoreApplied(healthy.id, healthy.contestId, 33)).toBe(true);
    // Done retrying: nothing of the league left on the queue, its deliveries all dead letters
    // (the scheduled match's 0:0 may have gone through before the fault was switched on).
    await expect.poll(() => pending(broken.id)).toBe(0);
    // The match's letter; the league's roster push may have died beside it, in either order.
    const letter = (await deadLettersOf(broken.id)).find((l) => l.match_id === broken.contestId);
    expect(letter).toMatchObject({
      league_name: 'Liga 1',
      match_id: broken.contestId,
      attempts: 4,
      last_error: 'The service had an internal error (HTTP 500).',
      // The same failure as a code and its numbers, for the screen to word in any language.
      last_error_code: 'server_error',
      last_error_params: { status: 500 },
    });

    stack.scoreboard.healAll();
    for (const dead of await deadLettersOf(broken.id)) {
      expect(await retryDeadLetter(stack.pool, dead.id)).toBe('sent');
      // A second retry of the same letter finds nothing: the first one claimed it.
      expect(await retryDeadLetter(stack.pool, dead.id)).toBe('gone');
    }
    await expect.poll(() => scoreApplied(broken.id, broken.contestId, 40)).toBe(true);
    expect(await deadLettersOf(broken.id)).toEqual([]);
  });
});

describe('when the scoreboard hangs for one league', () => {
  it('times out into the dead-letter list while another league goes through, and discard removes it', async () => {
    const hanging = await stack.league({ sync: true });
    stack.scoreboard.hangNext(1_000, `/v1/leagues/${hanging.id}/`);
    const healthy = await stack.league({ sync: true });
    await stack.recordScore(healthy.contestId, healthy.revision, 25, 20);
    await expect.poll(() => scoreApplied(healthy.id, healthy.contestId, 25)).toBe(true);

    await expect.poll(() => pending(hanging.id)).toBe(0);
    expect((await deadLettersOf(hanging.id)).length).toBeGreaterThan(0);
    const letters = await deadLettersOf(hanging.id);
    expect(letters[0]).toMatchObject({
      last_error: 'No answer within 1 s (timed out).',
      last_error_code: 'timeout',
      last_error_params: { seconds: 1 },
    });

    for (const dead of letters) expect(await discardDeadLetter(stack.pool, dead.id)).toBe(true);
    expect(await deadLettersOf(hanging.id)).toEqual([]);
    expect(await pending(hanging.id)).toBe(0);
  });
});

/** What the scoreboard holds for a match now: the document of its last applied delivery. */
const heldScore = (leagueId: number, contestId: number) =>
  (
    stack.scoreboard.applied
      .filter((d) => d.path === `/v1/leagues/${leagueId}/matches/${contestId}`)
      .at(-1)?.body as MatchDocument | undefined
  )?.home.score;

describe('when a newer score of the match is sent after its letter died', () => {
  it('marks the letter out of date and refuses to send it over the newer score, until it is discarded', async () => {
    const league = await stack.league({ sync: true });
    // Only the 40:38 document is refused: the later 52:38 one goes through.
    stack.scoreboard.failAlways(
      `/v1/leagues/${league.id}/matches/${league.contestId}`,
      (body) => (body as MatchDocument).home.score === 40,
    );
    const first = await stack.recordScore(league.contestId, league.revision, 40, 38);
    // Its retries used up (the queue may still be empty for a moment before the outbox adds it).
    const deadMatch = async () =>
      (await deadLettersOf(league.id)).find((l) => l.match_id === league.contestId);
    await expect.poll(deadMatch).toBeDefined();
    await expect.poll(() => pending(league.id)).toBe(0);
    const letter = await deadMatch();
    expect(letter).toMatchObject({ superseded: false });

    await stack.recordScore(league.contestId, first.revision, 52, 38);
    await expect.poll(() => heldScore(league.id, league.contestId)).toBe(52);
    expect((await deadLettersOf(league.id)).find((l) => l.id === letter!.id)).toMatchObject({
      superseded: true,
    });

    // Even with the scoreboard taking 40:38 again, the old score is not sent over the new one.
    stack.scoreboard.healAll();
    const received = stack.scoreboard.received.length;
    expect(await retryDeadLetter(stack.pool, letter!.id)).toBe('superseded');
    expect(await pending(league.id)).toBe(0);
    expect((await deadLettersOf(league.id)).map((l) => l.id)).toContain(letter!.id);
    expect(stack.scoreboard.received.length).toBe(received);
    expect(heldScore(league.id, league.contestId)).toBe(52);

    expect(await discardDeadLetter(stack.pool, letter!.id)).toBe(true);
    expect((await deadLettersOf(league.id)).map((l) => l.id)).not.toContain(letter!.id);
  });
});

describe('when a delivery comes up after a newer document for its address was enqueued', () => {
  it('is completed without being sent, while a delivery of the latest document is sent', async () => {
    const queue = await startJobQueue({
      connectionString: stack.databaseUrl,
      logger: pino({ level: 'silent' }),
    });
    try {
      const path = '/v1/leagues/9001/matches/9001';
      const job = (key: string, body: unknown): SyncJob => ({
        destination: 'scoreboard',
        kind: 'match',
        leagueId: 9001,
        matchId: 9001,
        path,
        idempotencyKey: key,
        body,
        digest: documentDigest(body),
      });
      const older = job('scoreboard:match:9001:older', { match_id: 9001, home: { score: 10 } });
      const newer = job('scoreboard:match:9001:newer', { match_id: 9001, home: { score: 12 } });
      // What the outbox records when it enqueues the newer document.
      await stack.pool.query(
        `INSERT INTO integration_sent_documents (destination, path, digest) VALUES ($1, $2, $3)`,
        ['scoreboard', path, newer.digest],
      );
      const olderId = await queue.boss.send(queueOf('scoreboard'), older);
      const newerId = await queue.boss.send(queueOf('scoreboard'), newer);
      const state = async (id: string | null) =>
        (
          await stack.pool.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [
            id,
          ])
        ).rows[0]?.state;
      await expect.poll(() => state(olderId)).toBe('completed');
      await expect.poll(() => state(newerId)).toBe('completed');
      const keys = stack.scoreboard.received.map((r) => r.idempotencyKey);
      expect(keys).toContain(newer.idempotencyKey);
      expect(keys).not.toContain(older.idempotencyKey);
    } finally {
      await queue.stop();
    }
  });
});
