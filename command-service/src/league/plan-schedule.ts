import type { LeagueScheduleEvent } from '@courtside/events';
import type { Command } from '../core/decider';
import { ValidationError } from '../core/errors';
import type { Rounds } from './schedule';
import { planSchedule } from './schedule-plan';
import type { CreatedLeague, PlanState } from './plan-state';

export type GenerateSchedule = Command<
  'GenerateSchedule',
  {
    leagueId: number;
    /** Contest ids allocated for the contests, at least as many as there will be. */
    contestIds: number[];
    /** A tournament's group count; 1 for a league. */
    groups: number;
    /** Team id → its arena's name, for the home team's venue. */
    arenas: Record<number, string | null>;
  }
>;

/** How many contests the schedule will have, so the handler can allocate their ids first. */
export function scheduleFor(
  state: PlanState,
  groups: number,
  arenas: Record<number, string | null>,
) {
  const league = state.league;
  if (league.status !== 'created' || !state.startDate) return [];
  return planSchedule({
    teamIds: league.teams.map((team) => team.id),
    rounds: league.rounds as Rounds,
    groups,
    startDate: state.startDate,
    weeksApart: state.weeks ?? 1,
    arenaOf: (teamId) => arenas[teamId] ?? null,
  });
}

export function decideGenerateSchedule(
  { data }: GenerateSchedule,
  state: PlanState,
  league: CreatedLeague,
): LeagueScheduleEvent[] {
  if (league.kind !== 'league' && league.kind !== 'tournament') {
    throw ValidationError.field('kind', 'scheduleKind');
  }
  if (state.generatedContests > 0) throw ValidationError.field('schedule', 'scheduleExists');
  if (league.teams.length < 2) throw ValidationError.field('teams', 'notEnoughTeams');
  const groups = league.kind === 'tournament' ? data.groups : 1;
  if (!Number.isInteger(groups) || groups < 1 || groups * 2 > league.teams.length) {
    throw ValidationError.field('groups', 'validNumber');
  }
  const planned = scheduleFor(state, groups, data.arenas);
  if (data.contestIds.length < planned.length) throw new Error('too few contest ids allocated');
  return [
    {
      type: 'ScheduleGenerated',
      data: {
        leagueId: league.leagueId,
        contests: planned.map((contest, i) => ({
          contestId: data.contestIds[i] as number,
          round: contest.week,
          week: contest.week,
          group: contest.group,
          time: contest.time,
          location: contest.location,
          firstTeamId: contest.firstTeamId,
          secondTeamId: contest.secondTeamId,
        })),
      },
    },
  ];
}
