import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchDocument, RosterDocument } from '../src/outbox/documents';
import { leagueWithTeams, startWorkflowStack, type WorkflowStack } from './workflow-harness';

let stack: WorkflowStack;
beforeAll(async () => {
  stack = await startWorkflowStack({ sync: true });
});
afterAll(async () => {
  await stack?.close();
});

let leagues = 0;
/** A league of three teams with three matches, scheduled while its sync was off. */
async function leagueWithMatches(switches: Record<string, boolean>) {
  leagues += 1;
  const { leagueId, teamIds } = await leagueWithTeams(stack, `Sinhro liga ${leagues}`, [
    `Zrenjanin ${leagues}`,
    `Pančevo ${leagues}`,
    `Kikinda ${leagues}`,
  ]);
  const [a, b, c] = teamIds as [number, number, number];
  const pairs = [
    [a, b],
    [b, c],
    [c, a],
  ] as const;
  for (const [round, [first, second]] of pairs.entries()) {
    await stack.commands.scheduleContest({
      league_id: leagueId,
      round: round + 1,
      time: new Date(stack.now.getTime() + (round + 1) * 86_400_000).toISOString(),
      first_team_id: first,
      second_team_id: second,
    });
  }
  const updated = await stack.commands.updateLeague(leagueId, switches);
  await stack.projection.waitFor(updated.position, 30_000);
  return leagueId;
}

const scoreboard = () => stack.scoreboard!;
const matchesApplied = (leagueId: number, workflowId: number) =>
  scoreboard()
    .applied.filter(
      (d) =>
        d.path.startsWith(`/v1/leagues/${leagueId}/matches/`) &&
        d.idempotencyKey.endsWith(`:workflow-${workflowId}`),
    )
    .map((d) => d.body as MatchDocument);
const rostersApplied = (leagueId: number, workflowId: number) =>
  scoreboard()
    .applied.filter(
      (d) =>
        d.path === `/v1/leagues/${leagueId}/roster` &&
        d.idempotencyKey.endsWith(`:workflow-${workflowId}`),
    )
    .map((d) => d.body as RosterDocument);
const receivedFor = (leagueId: number) =>
  scoreboard().received.filter((r) => r.path.startsWith(`/v1/leagues/${leagueId}/`));

describe('when an administrator syncs a league now', () => {
  it('sends every match and the roster to the scoreboard, step by step, and says how many', async () => {
    const leagueId = await leagueWithMatches({ scoreboard_sync: true });
    // Sync came on after the matches were scheduled: the outbox alone sent nothing yet.
    expect(receivedFor(leagueId)).toEqual([]);

    const { id } = await stack.start('league-sync', leagueId);
    const row = await stack.ended(id);
    expect(row.status).toBe('succeeded');
    expect(row.outcome).toEqual({ key: 'leagueSyncDone', params: { matches: 3, rosters: 1 } });
    expect([row.done, row.total]).toEqual([4, 4]);
    expect(await stack.log(id)).toEqual([
      'started',
      'matchQueued',
      'matchQueued',
      'matchQueued',
      'rosterQueued',
      'leagueSyncDone',
    ]);

    await expect.poll(() => matchesApplied(leagueId, id).length, { timeout: 30_000 }).toBe(3);
    expect(matchesApplied(leagueId, id).map((m) => `${m.home.name}–${m.away.name}`)).toEqual(
      expect.arrayContaining([
        'Zrenjanin 1–Pančevo 1',
        'Pančevo 1–Kikinda 1',
        'Kikinda 1–Zrenjanin 1',
      ]),
    );
    await expect.poll(() => rostersApplied(leagueId, id).length, { timeout: 30_000 }).toBe(1);
    expect(rostersApplied(leagueId, id)[0]?.teams.map((t) => t.name)).toEqual([
      'Zrenjanin 1',
      'Pančevo 1',
      'Kikinda 1',
    ]);
    // The workflow service hears the league's matches through the same outbox.
    await expect
      .poll(
        () =>
          stack.workflowService!.applied.filter((d) => d.idempotencyKey.endsWith(`:workflow-${id}`))
            .length,
        { timeout: 30_000 },
      )
      .toBe(3);

    // Synced again with nothing changed: delivered again all the same (the key names the run).
    const again = await stack.start('league-sync', leagueId);
    expect((await stack.ended(again.id)).status).toBe('succeeded');
    await expect.poll(() => matchesApplied(leagueId, again.id).length, { timeout: 30_000 }).toBe(3);
    await expect.poll(() => rostersApplied(leagueId, again.id).length, { timeout: 30_000 }).toBe(1);
  });

  it('sends only the matches when the league’s roster sync is off', async () => {
    const leagueId = await leagueWithMatches({
      scoreboard_sync: true,
      scoreboard_sync_roster: false,
    });
    const { id } = await stack.start('league-sync', leagueId);
    const row = await stack.ended(id);
    expect(row.outcome).toEqual({ key: 'leagueSyncDone', params: { matches: 3, rosters: 0 } });
    expect(await stack.log(id)).toContain('leagueSyncRosterOff');
    await expect.poll(() => matchesApplied(leagueId, id).length, { timeout: 30_000 }).toBe(3);
    expect(receivedFor(leagueId).filter((r) => r.path.endsWith('/roster'))).toEqual([]);
  });

  it('finishes saying sync is off for a league that is not synced, and sends nothing', async () => {
    const leagueId = await leagueWithMatches({ scoreboard_sync: false });
    const { id } = await stack.start('league-sync', leagueId);
    const row = await stack.ended(id);
    expect(row.status).toBe('succeeded');
    expect(row.outcome).toEqual({
      key: 'leagueSyncOff',
      params: { league: `Sinhro liga ${leagues}` },
    });
    expect(await stack.log(id)).toEqual(['started', 'leagueSyncOff']);
    // The later sync's deliveries have arrived by now, so this league's would have too.
    const later = await leagueWithMatches({ scoreboard_sync: true });
    const check = await stack.start('league-sync', later);
    await stack.ended(check.id);
    await expect.poll(() => matchesApplied(later, check.id).length, { timeout: 30_000 }).toBe(3);
    expect(receivedFor(leagueId)).toEqual([]);
  });
});
