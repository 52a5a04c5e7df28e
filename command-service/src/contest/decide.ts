import {
  insideScoreWindow,
  isValidPeriodScore,
  outcome,
  sameScores,
  scoreFields,
  type ContestEvent,
  type ContestScheduled,
  type Scores,
} from '@courtside/events';
import { assertNever, type Command, type Decider, type DecisionMetadata } from '../core/decider';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import type { LeagueState } from '../league/league';
import {
  evolve,
  initialState,
  type ContestDetails,
  type ContestState,
  type ContestStreamEvent,
} from './contest';
import { correctResult, type CorrectResult } from './correct';
import { assignCrew, type AssignContestOfficials } from './officials';
import { reschedule, type RescheduleContest } from './replan';

export type ScheduleContest = Command<
  'ScheduleContest',
  ContestScheduled['data'],
  /** The league's state, read by the handler: its teams decide who may play. */
  DecisionMetadata & { league: LeagueState }
>;
export type RecordScores = Command<'RecordScores', { contestId: number; scores: Scores }>;
export type FinishContest = Command<'FinishContest', { contestId: number }>;
export type PostponeContest = Command<
  'PostponeContest',
  { contestId: number; reason: string | null }
>;
export type CancelContest = Command<'CancelContest', { contestId: number; reason: string | null }>;

export type ContestCommand =
  | ScheduleContest
  | RecordScores
  | FinishContest
  | PostponeContest
  | CancelContest
  | RescheduleContest
  | CorrectResult
  | AssignContestOfficials;

export type { AssignContestOfficials, CorrectResult, RescheduleContest };

export function decide(command: ContestCommand, state: ContestState): ContestStreamEvent[] {
  // A league of an ended season is read-only: its contests too (issue 10).
  if (command.metadata.seasonClosed === true) throw new ValidationError('seasonClosed');
  switch (command.type) {
    case 'ScheduleContest':
      return schedule(command, state);
    case 'RecordScores':
      return recordScores(command, existing(state));
    case 'FinishContest':
      return finish(command, existing(state));
    case 'PostponeContest':
    case 'CancelContest':
      return changeStatus(command, existing(state));
    case 'RescheduleContest':
      return reschedule(command, existing(state));
    case 'CorrectResult':
      return correctResult(command, existing(state));
    case 'AssignContestOfficials':
      return assignCrew(command, existing(state));
    default:
      return assertNever(command);
  }
}

function schedule({ data, metadata }: ScheduleContest, state: ContestState): ContestEvent[] {
  if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
  const { league } = metadata;
  if (league.status !== 'created' || league.leagueId !== data.leagueId) {
    throw ValidationError.field('league_id', 'notFound');
  }
  const errors: FieldErrors = {};
  const registered = (teamId: number) => league.teams.some((team) => team.id === teamId);
  if (!registered(data.firstTeamId)) errors.first_team_id = [{ key: 'teamNotInLeague' }];
  if (data.firstTeamId === data.secondTeamId) errors.second_team_id = [{ key: 'homeAwayDiffer' }];
  else if (!registered(data.secondTeamId)) errors.second_team_id = [{ key: 'teamNotInLeague' }];
  throwIfAny(errors);
  return [{ type: 'ContestScheduled', data: { ...data } }];
}

function recordScores({ data, metadata }: RecordScores, state: ContestDetails): ContestEvent[] {
  assertOpen(state);
  throwIfAny(scoreErrors(data.scores));
  assertInsideWindow(state, metadata.now);
  if (state.scores && sameScores(state.scores, data.scores)) return [];
  const recorded: ContestEvent = {
    type: 'ScoreRecorded',
    data: { contestId: state.contestId, leagueId: state.leagueId, scores: { ...data.scores } },
  };
  if (state.status !== 'finished') return [recorded];
  // A correction must not leave a finished result without a winner.
  return [recorded, finished(state, data.scores)];
}

function finish({ metadata }: FinishContest, state: ContestDetails): ContestEvent[] {
  assertOpen(state);
  if (state.status === 'finished') throw ValidationError.field('status', 'contestFinished');
  // Finishing after the window stays possible: an official may forget to press it in time.
  if (Date.parse(metadata.now) < Date.parse(state.time)) {
    throw ValidationError.field('time', 'scoreWindow');
  }
  return [finished(state, state.scores)];
}

function changeStatus(
  command: PostponeContest | CancelContest,
  state: ContestDetails,
): ContestEvent[] {
  if (state.status === 'finished') throw ValidationError.field('status', 'contestFinished');
  const target = command.type === 'PostponeContest' ? 'postponed' : 'cancelled';
  if (state.status === target) return [];
  // A cancelled contest is over; a postponed one may still be called off.
  if (state.status === 'cancelled') throw ValidationError.field('status', 'contestClosed');
  const data = {
    contestId: state.contestId,
    leagueId: state.leagueId,
    reason: command.data.reason,
  };
  return [
    command.type === 'PostponeContest'
      ? { type: 'ContestPostponed', data }
      : { type: 'ContestCancelled', data },
  ];
}

function finished(state: ContestDetails, scores: Scores | null): ContestEvent {
  const result = scores ? outcome(scores) : null;
  if (!result || !scores) throw ValidationError.field('winner', 'noWinner');
  return {
    type: 'ContestFinished',
    data: {
      contestId: state.contestId,
      leagueId: state.leagueId,
      scores: { ...scores },
      ...result,
    },
  };
}

export function existing(state: ContestState): ContestDetails {
  if (state.status === 'absent') throw new NotFoundError();
  return state;
}

function assertOpen(state: ContestDetails): void {
  if (state.status === 'postponed' || state.status === 'cancelled') {
    throw ValidationError.field('status', 'contestClosed');
  }
}

function assertInsideWindow(state: ContestDetails, now: string): void {
  if (!insideScoreWindow(state.time, now)) throw ValidationError.field('time', 'scoreWindow');
}

function scoreErrors(scores: Scores): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of scoreFields) {
    if (!isValidPeriodScore(scores[field])) errors[field] = [{ key: 'validNumber' }];
  }
  return errors;
}

function throwIfAny(errors: FieldErrors): void {
  ValidationError.throwIfAny(errors);
}

/** The one decider of a `contest-<id>` stream: every command on it, one fold. */
export const contestDecider: Decider<ContestCommand, ContestState, ContestStreamEvent> = {
  decide,
  evolve,
  initialState,
};
