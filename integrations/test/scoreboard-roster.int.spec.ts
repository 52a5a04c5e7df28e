import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSyncStack, type SyncStack } from './sync-stack';
import type { MatchDocument, RosterDocument } from '../src/outbox/documents';

let stack: SyncStack;
beforeAll(async () => {
  stack = await startSyncStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Last names of the players in each roster the scoreboard received for the league. */
function rostersReceived(leagueId: number): string[][] {
  return stack.scoreboard.received
    .filter((r) => r.path === `/v1/leagues/${leagueId}/roster`)
    .map((r) => (r.body as RosterDocument).teams.flatMap((t) => t.players.map((p) => p.last_name)));
}

/** Roster jobs the outbox ever held for the league that name the player. */
async function rosterJobsNaming(leagueId: number, lastName: string): Promise<number> {
  const { rows } = await stack.pool.query<{ count: string }>(
    `SELECT count(*) FROM pgboss.job
      WHERE data->>'kind' = 'roster' AND (data->>'leagueId')::int = $1 AND data::text LIKE $2`,
    [leagueId, `%${lastName}%`],
  );
  return Number(rows[0]?.count);
}

describe('when a player is licensed to a club of a synced league', () => {
  it('pushes the league roster with the player to the scoreboard', async () => {
    const league = await stack.league({ sync: true });
    await stack.licensePlayer(league.homeClubId, 'Jokić');
    await expect.poll(() => rostersReceived(league.id).some((r) => r.includes('Jokić'))).toBe(true);
    const roster = stack.scoreboard.applied.find(
      (d) =>
        d.path === `/v1/leagues/${league.id}/roster` && JSON.stringify(d.body).includes('Jokić'),
    )?.body as RosterDocument;
    expect(roster.teams.map((t) => t.name)).toEqual(['Vojvodina 1', 'Partizan 1']);
    expect(roster.teams[0]?.players[0]).toMatchObject({ first_name: 'Nikola', last_name: 'Jokić' });
    // Private licence fields never leave Courtside.
    expect(JSON.stringify(roster)).not.toMatch(/jmbg|birth|Sombor/i);
  });
});

describe('when player sync is turned off', () => {
  it('stops roster pushes and nothing else', async () => {
    const league = await stack.league({ sync: true });
    await stack.licensePlayer(league.homeClubId, 'Micić');
    await expect.poll(() => rostersReceived(league.id).some((r) => r.includes('Micić'))).toBe(true);

    const off = await stack.commands.updateLeague(league.id, { scoreboard_sync_roster: false });
    await stack.projection.waitFor(off.position);
    await stack.licensePlayer(league.homeClubId, 'Bogdanović');
    await stack.recordScore(league.contestId, league.revision, 14, 12);

    // The score, saved after the licence, still arrives: the reactor reads the log in order, so
    // by then the licence has been passed over.
    await expect
      .poll(() =>
        stack.scoreboard.applied.some(
          (d) =>
            d.path === `/v1/leagues/${league.id}/matches/${league.contestId}` &&
            (d.body as MatchDocument).home.score === 14,
        ),
      )
      .toBe(true);
    expect(rostersReceived(league.id).some((r) => r.includes('Bogdanović'))).toBe(false);
    expect(await rosterJobsNaming(league.id, 'Bogdanović')).toBe(0);
  });
});
