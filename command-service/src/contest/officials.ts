import {
  contestOfficialLimits,
  contestOfficialRoles,
  repeatedCrewPlaces,
  type ContestOfficialRole,
  type ContestOfficialsAssigned,
} from '@courtside/events';
import type { Command } from '../core/decider';
import { ValidationError, type FieldErrors } from '../core/errors';
import { crewKey, type ContestDetails, type Crew } from './contest';

export type AssignContestOfficials = Command<
  'AssignContestOfficials',
  { contestId: number; officials: Crew }
>;

/** The input field each role arrives in, for errors a form can show beside the right select. */
const crewField: Record<ContestOfficialRole, string> = {
  delegate: 'delegate_id',
  referee: 'referee_ids',
  statistician: 'statistician_id',
};

/**
 * A contest's crew: one person serves once (in one role), each role within its limit. The same
 * crew again records nothing.
 */
export function assignCrew(
  { data }: AssignContestOfficials,
  state: ContestDetails,
): ContestOfficialsAssigned[] {
  const errors: FieldErrors = {};
  for (const place of repeatedCrewPlaces(data.officials.map((official) => official.accountId))) {
    const official = data.officials[place];
    if (official) errors[crewField[official.role]] = [{ key: 'duplicates' }];
  }
  for (const role of contestOfficialRoles) {
    const count = data.officials.filter((official) => official.role === role).length;
    if (count > contestOfficialLimits[role]) errors[crewField[role]] = [{ key: 'maxReferees' }];
  }
  ValidationError.throwIfAny(errors);
  if (crewKey(data.officials) === state.crew) return [];
  return [
    {
      type: 'ContestOfficialsAssigned',
      data: {
        contestId: state.contestId,
        leagueId: state.leagueId,
        officials: data.officials.map((official) => ({ ...official })),
      },
    },
  ];
}
