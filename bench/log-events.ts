import { randomUUID } from 'node:crypto';
import { emptyScores, type EventMetadata, type NewEvent } from '@courtside/events';

/** The events of a generated log, in the shapes command-service appends them. */

const metadata = (at: Date): EventMetadata => ({
  actor: { kind: 'official', id: '1' },
  ip: '127.0.0.1',
  userAgent: 'courtside-bench',
  correlationId: randomUUID(),
  causationId: null,
  at: at.toISOString(),
});

const event = (type: string, data: unknown, at: Date): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: metadata(at),
});

export const categoryCreated = (categoryId: number, season: string, at: Date) =>
  event(
    'CategoryCreated',
    {
      categoryId,
      name: `Seniori ${season}`,
      cyrillicName: null,
      season,
      public: true,
      tabindex: 1,
    },
    at,
  );

export const teamCreated = (teamId: number, at: Date) =>
  event(
    'TeamCreated',
    {
      teamId,
      name: `Tim ${teamId}`,
      cyrillicName: null,
      fullName: `Košarkaški klub Tim ${teamId}`,
      region: null,
      categoryId: null,
      city: `Grad ${teamId % 40}`,
      arenaId: null,
      link: null,
      logo: null,
      recreational: false,
      isAbsent: false,
      licences: [],
    },
    at,
  );

export interface LeagueSpec {
  leagueId: number;
  categoryId: number;
  sortIndex: number;
  teamIds: number[];
  startDate: Date;
}

export function leagueEvents(league: LeagueSpec): NewEvent[] {
  const at = new Date(league.startDate.getTime() - 14 * 86_400_000);
  return [
    event(
      'LeagueCreated',
      {
        leagueId: league.leagueId,
        kind: 'league',
        name: `Liga ${league.leagueId}`,
        cyrillicName: null,
        email: null,
        sortIndex: league.sortIndex,
        public: true,
        numberOfTeams: league.teamIds.length,
        rounds: 2,
        weeks: (league.teamIds.length - 1) * 2,
        startDate: league.startDate.toISOString().slice(0, 10),
        categoryId: league.categoryId,
        city: null,
        recreational: false,
      },
      at,
    ),
    ...league.teamIds.map((id) =>
      event(
        'TeamRegistered',
        {
          leagueId: league.leagueId,
          team: { id, name: `Tim ${id}`, fullName: `Košarkaški klub Tim ${id}`, city: null },
        },
        at,
      ),
    ),
  ];
}

/** A contest's whole life: scheduled, four quarters entered live, finished. Six events. */
export function contestEvents(
  spec: { contestId: number; leagueId: number; round: number; first: number; second: number },
  time: Date,
  seed: number,
): NewEvent[] {
  const { contestId, leagueId } = spec;
  const events = [
    event(
      'ContestScheduled',
      {
        contestId,
        leagueId,
        round: spec.round,
        time: time.toISOString(),
        location: `Hala ${spec.first}`,
        firstTeamId: spec.first,
        secondTeamId: spec.second,
      },
      new Date(time.getTime() - 20 * 86_400_000),
    ),
  ];
  const scores = emptyScores();
  const quarters = [1, 2, 3, 4] as const;
  for (const q of quarters) {
    scores[`A${q}`] = 12 + ((seed * 7 + q * 13) % 17);
    scores[`B${q}`] = 12 + ((seed * 11 + q * 5) % 17);
    const at = new Date(time.getTime() + q * 25 * 60_000);
    events.push(event('ScoreRecorded', { contestId, leagueId, scores: { ...scores } }, at));
  }
  const sum = (side: 'A' | 'B') => quarters.reduce((s, q) => s + (scores[`${side}${q}`] ?? 0), 0);
  if (sum('A') === sum('B')) {
    scores.A_extra = 9;
    scores.B_extra = 5;
  }
  const winner = sum('A') + (scores.A_extra ?? 0) > sum('B') + (scores.B_extra ?? 0);
  events.push(
    event(
      'ContestFinished',
      {
        contestId,
        leagueId,
        scores: { ...scores },
        winner: winner ? 'first_team' : 'second_team',
        forfeit: false,
      },
      new Date(time.getTime() + 110 * 60_000),
    ),
  );
  return events;
}
