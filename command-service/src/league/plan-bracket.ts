import {
  seriesLengths,
  type LeagueScheduleEvent,
  type SeriesGameScheduled,
} from '@courtside/events';
import type { Command } from '../core/decider';
import { ValidationError, type FieldErrors } from '../core/errors';
import { drawBracket, nextOf, seriesAwaitingContest, seriesWinner } from './bracket';
import { scheduleDates } from './schedule';
import type { CreatedLeague, PlanState } from './plan-state';

export type DrawBracket = Command<
  'DrawBracket',
  { leagueId: number; teamIds: number[] | null; bestOf: number }
>;
export type RecordSeriesResult = Command<
  'RecordSeriesResult',
  { leagueId: number; contestId: number; winnerTeamId: number }
>;
export type ScheduleSeriesGames = Command<
  'ScheduleSeriesGames',
  { leagueId: number; contestIds: number[] }
>;

export function decideDrawBracket(
  { data }: DrawBracket,
  state: PlanState,
  league: CreatedLeague,
): LeagueScheduleEvent[] {
  if (league.kind !== 'play-off' && league.kind !== 'tournament') {
    throw ValidationError.field('kind', 'bracketKind');
  }
  if (state.bracket) throw ValidationError.field('bracket', 'bracketExists');
  const errors: FieldErrors = {};
  if (!(seriesLengths as readonly number[]).includes(data.bestOf)) {
    errors.best_of = [{ key: 'validBestOf' }];
  }
  const teamIds = data.teamIds ?? league.teams.map((team) => team.id);
  if (new Set(teamIds).size !== teamIds.length) errors.team_ids = [{ key: 'duplicates' }];
  else if (teamIds.some((id) => !league.teams.some((team) => team.id === id))) {
    errors.team_ids = [{ key: 'teamNotInLeague' }];
  } else if (teamIds.length < 2) errors.team_ids = [{ key: 'notEnoughTeams' }];
  else if (teamIds.length > league.numberOfTeams)
    errors.team_ids = [{ key: 'teamsMoreThanLeague' }];
  ValidationError.throwIfAny(errors);

  const series = drawBracket(teamIds);
  const events: LeagueScheduleEvent[] = [
    { type: 'BracketDrawn', data: { leagueId: league.leagueId, bestOf: data.bestOf, series } },
  ];
  // A bye: the seeded team is through to the next round at once.
  for (const s of series) {
    if (s.round !== 1 || s.firstTeamId === null || s.secondTeamId !== null) continue;
    events.push({
      type: 'SeriesDecided',
      data: {
        leagueId: league.leagueId,
        seriesKey: s.key,
        winnerTeamId: s.firstTeamId,
        next: nextOf(s, series),
      },
    });
  }
  return events;
}

export function decideSeriesResult(
  { data }: RecordSeriesResult,
  state: PlanState,
): LeagueScheduleEvent[] {
  const bracket = state.bracket;
  const series = bracket?.series.find((s) => s.contests.includes(data.contestId));
  // Not a bracket contest, or already counted: nothing to do (a retry, or a corrected result).
  if (!bracket || !series || series.results[data.contestId] !== undefined) return [];
  if (series.winnerTeamId !== null) return [];
  if (data.winnerTeamId !== series.firstTeamId && data.winnerTeamId !== series.secondTeamId) {
    return [];
  }
  const events: LeagueScheduleEvent[] = [
    {
      type: 'SeriesGameDecided',
      data: {
        leagueId: data.leagueId,
        seriesKey: series.key,
        contestId: data.contestId,
        winnerTeamId: data.winnerTeamId,
      },
    },
  ];
  const after = { ...series, results: { ...series.results, [data.contestId]: data.winnerTeamId } };
  const winner = seriesWinner(after, bracket.bestOf);
  if (winner !== null) {
    events.push({
      type: 'SeriesDecided',
      data: {
        leagueId: data.leagueId,
        seriesKey: series.key,
        winnerTeamId: winner,
        next: nextOf(series, bracket.series),
      },
    });
  }
  return events;
}

/**
 * Schedules the next contest of every series that has both teams and no open contest. Contest g
 * of a round-r series is played a week after the one before it, the higher seed at home in odd
 * contests; the arena is left to the admin to re-plan.
 */
export function decideSeriesGames(
  { data }: ScheduleSeriesGames,
  state: PlanState,
): SeriesGameScheduled[] {
  const bracket = state.bracket;
  if (!bracket || !state.startDate) return [];
  const awaiting = seriesAwaitingContest(bracket);
  const events: SeriesGameScheduled[] = [];
  awaiting.forEach((series, i) => {
    const contestId = data.contestIds[i];
    if (contestId === undefined || series.firstTeamId === null || series.secondTeamId === null) {
      return;
    }
    const nth = series.contests.length + 1;
    const [home, away] =
      nth % 2 === 1
        ? [series.firstTeamId, series.secondTeamId]
        : [series.secondTeamId, series.firstTeamId];
    const week = (series.round - 1) * bracket.bestOf + nth;
    const [dated] = scheduleDates({
      weeks: [{ week, round: series.round, contests: [{ home, away }], bye: null }],
      startDate: state.startDate as string,
      arenaOf: () => null,
    });
    events.push({
      type: 'SeriesGameScheduled',
      data: {
        leagueId: data.leagueId,
        seriesKey: series.key,
        game: nth,
        contest: {
          contestId,
          round: series.round,
          time: dated?.time ?? `${state.startDate}T18:00:00.000Z`,
          location: null,
          firstTeamId: home,
          secondTeamId: away,
        },
      },
    });
  });
  return events;
}
