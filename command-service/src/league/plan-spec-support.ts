import type { LeagueEvent, LeagueStreamEvent } from '@courtside/events';
import { deciderSpecification } from '../core/decider-specification';
import { leagueDecider } from './decide';
import {
  decidePlan,
  type PlanCommand,
  type DrawBracket,
  type GenerateSchedule,
  type RecordSeriesResult,
  type ScheduleSeriesGames,
} from './plan';

// The league history and commands the plan specs start from, shared by the schedule and the
// bracket specs so both speak about the same league 7.
export const given = deciderSpecification(leagueDecider).given;
const now = '2026-09-01T10:00:00.000Z';

export const created = (
  kind: 'league' | 'tournament' | 'play-off' | 'free-form',
  teams = 4,
): LeagueEvent => ({
  type: 'LeagueCreated',
  data: {
    leagueId: 7,
    kind,
    name: 'Prva liga',
    email: null,
    sortIndex: 0,
    public: true,
    numberOfTeams: teams,
    rounds: 2,
    weeks: null,
    startDate: '2026-10-05',
    categoryId: null,
    city: null,
    recreational: false,
  },
});
export const registered = (id: number): LeagueEvent => ({
  type: 'TeamRegistered',
  data: { leagueId: 7, team: { id, name: `Team ${id}`, fullName: null, city: null } },
});
export const teams = (...ids: number[]) => ids.map(registered);

export const generate = (data: Partial<GenerateSchedule['data']> = {}): GenerateSchedule => ({
  type: 'GenerateSchedule',
  data: {
    leagueId: 7,
    contestIds: Array.from({ length: 100 }, (_, i) => 500 + i),
    groups: 1,
    arenas: { 11: 'Spens', 12: null },
    ...data,
  },
  metadata: { now },
});
export const draw = (data: Partial<DrawBracket['data']> = {}): DrawBracket => ({
  type: 'DrawBracket',
  data: { leagueId: 7, teamIds: null, bestOf: 3, ...data },
  metadata: { now },
});
export const result = (contestId: number, winnerTeamId: number): RecordSeriesResult => ({
  type: 'RecordSeriesResult',
  data: { leagueId: 7, contestId, winnerTeamId },
  metadata: { now },
});
export const nextContests = (...contestIds: number[]): ScheduleSeriesGames => ({
  type: 'ScheduleSeriesGames',
  data: { leagueId: 7, contestIds },
  metadata: { now },
});

export function decideAfter(events: LeagueStreamEvent[], command: PlanCommand) {
  return decidePlan(command, events.reduce(leagueDecider.evolve, leagueDecider.initialState()));
}
