import { expect } from 'vitest';
import type { LeagueStandingsAsOf, StandingRow } from '@courtside/events';
import { TestBrowser } from './browser';
import { startStack, type Stack } from './stack';

export const hour = 60 * 60 * 1000;

export type Name = 'Vojvodina' | 'Partizan' | 'Mega' | 'FMP';

export const final = (home: number, away: number) => ({
  A1: home,
  A2: 0,
  A3: 0,
  A4: 0,
  A_extra: null,
  B1: away,
  B2: 0,
  B3: 0,
  B4: 0,
  B_extra: null,
});

export const lines = (rows: StandingRow[]) =>
  rows.map((row) => [row.position, row.team.name, row.points, row.criterion]);

/**
 * The stack's league with four teams and three rounds played, one finished contest at a time as
 * the officials would, with the table taken after rounds 1 and 2.
 */
export interface PlayedLeague {
  stack: Stack;
  visitor: TestBrowser;
  teams: Record<Name, number>;
  /** Contest ids by 'Home-Away'. */
  contests: Map<string, number>;
  afterRound1: LeagueStandingsAsOf;
  afterRound2: LeagueStandingsAsOf;
  /** The public standings, answered 200. */
  standings(query?: string): Promise<LeagueStandingsAsOf>;
  close(): Promise<void>;
}

export async function startPlayedLeague(): Promise<PlayedLeague> {
  const stack = await startStack();
  try {
    const visitor = new TestBrowser(stack.url);
    const contests = new Map<string, number>();
    const { commands } = stack.command;
    const mega = await commands.registerTeam(stack.leagueId, { name: 'Mega' });
    const fmp = await commands.registerTeam(stack.leagueId, { name: 'FMP' });
    const teams: Record<Name, number> = {
      Vojvodina: stack.teams.home,
      Partizan: stack.teams.away,
      Mega: mega.id,
      FMP: fmp.id,
    };

    /** Schedules and plays a contest at `time`, as the officials would. */
    async function play(
      round: number,
      time: string,
      home: Name,
      homeScore: number,
      awayScore: number,
      away: Name,
    ): Promise<string> {
      const { commands } = stack.command;
      const { id } = await commands.scheduleContest({
        league_id: stack.leagueId,
        round,
        time,
        location: home === 'Mega' ? 'Hala "Mega", Beograd' : 'Spens',
        first_team_id: teams[home],
        second_team_id: teams[away],
      });
      contests.set(`${home}-${away}`, id);
      const at = new Date(Date.parse(time) + hour);
      const scored = await commands.recordScores(
        id,
        { ...final(homeScore, awayScore), expected_revision: 0 },
        { now: at },
      );
      const done = await commands.finishContest(
        id,
        { expected_revision: scored.revision },
        { now: at },
      );
      return done.position;
    }

    async function standings(query = ''): Promise<LeagueStandingsAsOf> {
      const { status, body } = await visitor.get(
        `/api/leagues/${stack.leagueId}/standings${query}`,
      );
      expect(status).toBe(200);
      return body as LeagueStandingsAsOf;
    }

    await play(1, '2026-01-10T18:00:00.000Z', 'Mega', 80, 70, 'FMP');
    // The stack's own contest started an hour ago: round 1 ends with it.
    const now = stack.clock.now.getTime();
    const { commands: c } = stack.command;
    const scored = await c.recordScores(
      stack.contestId,
      { ...final(90, 70), expected_revision: stack.contestRevision },
      { now: new Date(now) },
    );
    const opened = await c.finishContest(
      stack.contestId,
      { expected_revision: scored.revision },
      { now: new Date(now) },
    );
    contests.set('Vojvodina-Partizan', stack.contestId);
    await stack.projection.waitFor(opened.position, 30_000);
    const afterRound1 = await standings();

    await play(2, '2026-01-17T18:00:00.000Z', 'Vojvodina', 75, 77, 'Mega');
    await stack.projection.waitFor(
      await play(2, '2026-01-17T20:00:00.000Z', 'Partizan', 85, 60, 'FMP'),
      30_000,
    );
    const afterRound2 = await standings();

    await play(3, '2026-01-24T18:00:00.000Z', 'Vojvodina', 70, 50, 'FMP');
    await stack.projection.waitFor(
      await play(3, '2026-01-24T20:00:00.000Z', 'Partizan', 88, 86, 'Mega'),
      30_000,
    );

    return {
      stack,
      visitor,
      teams,
      contests,
      afterRound1,
      afterRound2,
      standings,
      close: () => stack.close(),
    };
  } catch (error) {
    await stack.close();
    throw error;
  }
}
