import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSyncStack, type SyncStack } from './sync-stack';
import type { MatchDocument } from '../src/outbox/documents';

// "Exactly once" is judged by the fake's documented deduplication: the fake applies the first
// successful request of each Idempotency-Key and answers replays without applying them, as the
// contract (docs/scoreboard-service.md) requires of the real service. The tests assert both the
// applied list (one per key) and, where it matters, the raw requests received.

let stack: SyncStack;
beforeAll(async () => {
  stack = await startSyncStack();
});
afterAll(async () => {
  await stack?.close();
});

const matchPath = (leagueId: number, contestId: number) =>
  `/v1/leagues/${leagueId}/matches/${contestId}`;

/** The scores the fake applied for a match, in order. */
function appliedScores(leagueId: number, contestId: number): string[] {
  return stack.scoreboard.applied
    .filter((d) => d.path === matchPath(leagueId, contestId))
    .map((d) => {
      const body = d.body as MatchDocument;
      return `${body.home.score}:${body.away.score}`;
    });
}

describe('when a score is saved in a synced league', () => {
  it('reaches the scoreboard exactly once, and the workflow service too', async () => {
    const league = await stack.league({ sync: true });
    await stack.recordScore(league.contestId, league.revision, 21, 17);
    await expect.poll(() => appliedScores(league.id, league.contestId)).toContain('21:17');
    expect(appliedScores(league.id, league.contestId).filter((s) => s === '21:17')).toHaveLength(1);
    const applied = stack.scoreboard.applied.find(
      (d) =>
        d.path === matchPath(league.id, league.contestId) &&
        (d.body as MatchDocument).home.score === 21,
    );
    expect(applied?.body).toMatchObject({
      league_id: league.id,
      match_id: league.contestId,
      status: 'live',
      home: { name: 'Vojvodina 1', score: 21 },
      away: { name: 'Partizan 1', score: 17 },
    });
    await expect
      .poll(
        () =>
          stack.workflow.applied.filter((d) => d.path === matchPath(league.id, league.contestId))
            .length,
      )
      .toBeGreaterThan(0);
  });

  it('arrives once even when the scoreboard fails the first three deliveries', async () => {
    const league = await stack.league({ sync: true });
    await expect.poll(() => appliedScores(league.id, league.contestId)).toEqual(['0:0']);
    // Only the match: the league's roster push may still be on its way and must not take a failure.
    stack.scoreboard.failNext(3, matchPath(league.id, league.contestId));
    await stack.recordScore(league.contestId, league.revision, 30, 28);
    await expect.poll(() => appliedScores(league.id, league.contestId)).toEqual(['0:0', '30:28']);
    const attempts = stack.scoreboard.received.filter(
      (r) =>
        r.path === matchPath(league.id, league.contestId) &&
        (r.body as MatchDocument).home.score === 30,
    );
    expect(attempts.map((r) => r.status)).toEqual([500, 500, 500, 200]);
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('arrives once when the dispatcher is stopped in the middle of the delivery', async () => {
    const league = await stack.league({ sync: true });
    await expect.poll(() => appliedScores(league.id, league.contestId)).toEqual(['0:0']);
    // Only the match: the league's roster push may still be on its way and must not take the hang.
    stack.scoreboard.hangNext(1, matchPath(league.id, league.contestId));
    await stack.recordScore(league.contestId, league.revision, 11, 9);
    const held = () =>
      stack.scoreboard.received.filter(
        (r) => r.path === matchPath(league.id, league.contestId) && r.status === null,
      );
    await expect.poll(() => held().length).toBe(1);
    await stack.stopService();
    await stack.restartService();
    await expect.poll(() => appliedScores(league.id, league.contestId)).toEqual(['0:0', '11:9']);
    const keys = stack.scoreboard.received
      .filter((r) => r.path === matchPath(league.id, league.contestId))
      .map((r) => r.idempotencyKey);
    // Two requests for the score (the one cut off and the retry) under one key, applied once.
    expect(keys.length).toBe(3);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('when a league is not synced', () => {
  it('sends nothing for it', async () => {
    const synced = await stack.league({ sync: true });
    const quiet = await stack.league({ sync: false });
    await stack.recordScore(quiet.contestId, quiet.revision, 5, 4);
    await stack.recordScore(synced.contestId, synced.revision, 6, 2);
    await expect.poll(() => appliedScores(synced.id, synced.contestId)).toContain('6:2');
    expect(
      stack.scoreboard.received.filter((r) => r.path.startsWith(`/v1/leagues/${quiet.id}/`)),
    ).toEqual([]);
  });
});
