import * as yup from 'yup';
import type { EventOf } from '../event-of';

export const contestRescheduledSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  leagueId: yup.number().integer().positive().required(),
  /** ISO-8601 start time, UTC. */
  time: yup.string().required(),
  location: yup.string().nullable().defined(),
});

/** An admin moved a contest to a new time or arena; a postponed contest is on again. */
export type ContestRescheduled = EventOf<'ContestRescheduled', typeof contestRescheduledSchema>;
