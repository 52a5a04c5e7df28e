import { type ContestRescheduled } from '@courtside/events';
import type { Command } from '../core/decider';
import { ValidationError } from '../core/errors';
import type { ContestDetails } from './contest';

/** An admin moves a contest: a new start time and arena (a postponed contest is on again). */
export type RescheduleContest = Command<
  'RescheduleContest',
  { contestId: number; time: string; location: string | null }
>;

export function reschedule(
  { data }: RescheduleContest,
  state: ContestDetails,
): ContestRescheduled[] {
  if (state.status === 'finished') throw ValidationError.field('status', 'contestFinished');
  if (state.status === 'cancelled') throw ValidationError.field('status', 'contestClosed');
  // Moving a contest under way would orphan its score.
  if (state.status === 'in_progress') {
    throw ValidationError.field('status', 'contestStarted');
  }
  const unchanged =
    Date.parse(state.time) === Date.parse(data.time) && state.location === data.location;
  if (unchanged && state.status === 'scheduled') return [];
  return [
    {
      type: 'ContestRescheduled',
      data: {
        contestId: state.contestId,
        leagueId: state.leagueId,
        time: new Date(data.time).toISOString(),
        location: data.location,
      },
    },
  ];
}
