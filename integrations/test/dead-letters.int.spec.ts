import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSyncStack, type SyncStack } from './sync-stack';
import { discardDeadLetter, listDeadLetters, retryDeadLetter } from '../src/outbox/dead-letters';
import type { MatchDocument } from '../src/outbox/documents';

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
      expect(await retryDeadLetter(stack.pool, dead.id)).toBe(true);
      // A second retry of the same letter finds nothing: the first one claimed it.
      expect(await retryDeadLetter(stack.pool, dead.id)).toBe(false);
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
