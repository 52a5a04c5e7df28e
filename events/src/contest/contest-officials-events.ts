import * as yup from 'yup';
import type { EventOf } from '../event-of';

/** Who serves one contest: a delegate, the referees and a statistician. */
export const contestOfficialRoles = ['delegate', 'referee', 'statistician'] as const;
export type ContestOfficialRole = (typeof contestOfficialRoles)[number];

/** How many of each role one contest may have (FIBA: a crew chief and up to two umpires). */
export const contestOfficialLimits: Record<ContestOfficialRole, number> = {
  delegate: 1,
  referee: 3,
  statistician: 1,
};

export const contestOfficialsAssignedSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  leagueId: yup.number().integer().positive().required(),
  /** The whole crew after this assignment, not a delta: an empty list clears it. */
  officials: yup
    .array(
      yup.object({
        accountId: yup.number().integer().positive().required(),
        role: yup.mixed<ContestOfficialRole>().oneOf(contestOfficialRoles).required(),
      }),
    )
    .required(),
});

/** A contest's officials were set. */
export type ContestOfficialsAssigned = EventOf<
  'ContestOfficialsAssigned',
  typeof contestOfficialsAssignedSchema
>;
