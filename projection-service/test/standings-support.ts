import { streams, type CourtsideEvent } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { append, scores } from './events';
import type { ProjectionRun } from './harness';

/** The four-team league the round-by-round specs play. */
export const league = 30;
export const team = { Arad: 301, Brasov: 302, Cluj: 303, Deva: 304 } as const;
export type Name = keyof typeof team;

/** A table as a visitor reads it: place, team, points and what placed it. */
export type Line = [number, string, number, string];

/**
 * Reading tables and playing the four-team league. The run is read when called, as the specs
 * start it in beforeAll.
 */
export function standingsOf(runOf: () => ProjectionRun) {
  let nextContest = 3000;
  /** Contest ids by 'Home-Away'. */
  const contestOf = new Map<string, number>();

  async function table(from = 'standings', where: Record<string, unknown> = {}): Promise<Line[]> {
    const rows: Array<{ position: number; team_name: string; points: number; criterion: string }> =
      await runOf()
        .harness.knex.withSchema('rm')
        .table(from)
        .where({ league_id: league, ...where })
        .orderBy([{ column: 'position' }, { column: 'team_name' }]);
    return rows.map((row) => [row.position, row.team_name, row.points, row.criterion]);
  }

  /**
   * Schedules a contest of the round on the day and records its final score; returns the position.
   */
  async function played(
    round: number,
    day: string,
    home: Name,
    homeScore: number,
    awayScore: number,
    away: Name,
  ): Promise<string> {
    nextContest += 1;
    const contestId = nextContest;
    contestOf.set(`${home}-${away}`, contestId);
    const final = scores([homeScore], [awayScore]);
    const events: CourtsideEvent[] = [
      {
        type: 'ContestScheduled',
        data: {
          contestId,
          leagueId: league,
          round,
          time: `${day}T18:00:00.000Z`,
          location: null,
          firstTeamId: team[home],
          secondTeamId: team[away],
        },
      },
      {
        type: 'ContestFinished',
        data: {
          contestId,
          leagueId: league,
          scores: final,
          winner: homeScore > awayScore ? 'first_team' : 'second_team',
          forfeit: false,
        },
      },
    ];
    return (await append(runOf().harness.store, streams.contest(contestId), ...events)).position;
  }

  async function round(...contests: Array<() => Promise<string>>): Promise<void> {
    let last = '';
    for (const contest of contests) last = await contest();
    await runOf().service.waitFor(last);
  }

  /** Creates the league with its four teams and waits until the projection has it. */
  async function createLeague(): Promise<void> {
    const { position } = await append(
      runOf().harness.store,
      streams.league(league),
      {
        type: 'LeagueCreated',
        data: exampleLeague({
          leagueId: league,
          name: 'Liga Transilvania',
          sortIndex: 1,
          rounds: 1,
          startDate: '2026-04-01',
        }),
      },
      ...Object.entries(team).map(([name, id]) => ({
        type: 'TeamRegistered' as const,
        data: { leagueId: league, team: { id, name, fullName: null, city: null } },
      })),
    );
    await runOf().service.waitFor(position);
  }

  return { table, played, round, createLeague, contestOf };
}
