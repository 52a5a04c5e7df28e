import * as yup from 'yup';
import { finalPointsLimits, scoreLimits } from './rules';
import type { EventOf } from '../event-of';

const score = yup.number().integer().min(scoreLimits.min).max(scoreLimits.max).nullable().defined();
export const scoresSchema = yup.object({
  A1: score,
  A2: score,
  A3: score,
  A4: score,
  A_extra: score,
  B1: score,
  B2: score,
  B3: score,
  B4: score,
  B_extra: score,
});

const points = yup
  .number()
  .integer()
  .min(finalPointsLimits.min)
  .max(finalPointsLimits.max)
  .required();
/** A result's final points, first (home) and second team, when its periods are not known. */
export const finalPointsSchema = yup.object({ first: points, second: points });

export const contestScheduledSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  leagueId: yup.number().integer().positive().required(),
  round: yup.number().integer().min(1).required(),
  /** ISO-8601 start time, UTC. */
  time: yup.string().required(),
  location: yup.string().nullable().defined(),
  firstTeamId: yup.number().integer().positive().required(),
  secondTeamId: yup.number().integer().positive().required(),
});

export const scoreRecordedSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  leagueId: yup.number().integer().positive().required(),
  /** The whole score after this entry, not a delta. */
  scores: scoresSchema.required(),
});

export const contestFinishedSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  leagueId: yup.number().integer().positive().required(),
  scores: scoresSchema.required(),
  winner: yup.mixed<'first_team' | 'second_team'>().oneOf(['first_team', 'second_team']).required(),
  /** A 20–0 result: the loser forfeited. */
  forfeit: yup.boolean().required(),
});

export const contestStatusChangedSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  leagueId: yup.number().integer().positive().required(),
  reason: yup.string().nullable().defined(),
});

export type ContestScheduled = EventOf<'ContestScheduled', typeof contestScheduledSchema>;
/** An official entered or changed period scores. */
export type ScoreRecorded = EventOf<'ScoreRecorded', typeof scoreRecordedSchema>;
/** The result became final; it now counts in the standings. */
export type ContestFinished = EventOf<'ContestFinished', typeof contestFinishedSchema>;
export type ContestPostponed = EventOf<'ContestPostponed', typeof contestStatusChangedSchema>;
export type ContestCancelled = EventOf<'ContestCancelled', typeof contestStatusChangedSchema>;

export type ContestEvent =
  ContestScheduled | ScoreRecorded | ContestFinished | ContestPostponed | ContestCancelled;
