import * as yup from 'yup';
import { finalPointsSchema, scoresSchema } from './events';
import type { EventOf } from '../event-of';

export const resultEnteredSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  leagueId: yup.number().integer().positive().required(),
  scores: scoresSchema.required(),
  winner: yup.mixed<'first_team' | 'second_team'>().oneOf(['first_team', 'second_team']).required(),
  /** A 20–0 result: the loser forfeited. */
  forfeit: yup.boolean().required(),
  /** Why the administrator entered the result (a paper score sheet, a late report…). */
  reason: yup.string().required(),
  /** The final points when the periods are not known (a data provider's result): `scores` empty. */
  final: finalPointsSchema.optional().default(undefined),
});

/**
 * An administrator entered the final result of a match that has started but was not finished
 * (not scored at all, or left part-scored): at any time after its start, past the officials'
 * five-hour window. The contest keeps its own date, so standings as of that date count it.
 */
export type ResultEntered = EventOf<'ResultEntered', typeof resultEnteredSchema>;
