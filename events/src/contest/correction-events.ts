import * as yup from 'yup';
import { finalPointsSchema, scoresSchema } from './events';
import type { EventOf } from '../event-of';

const outcomeSchema = {
  scores: scoresSchema.required(),
  winner: yup.mixed<'first_team' | 'second_team'>().oneOf(['first_team', 'second_team']).required(),
  /** A 20–0 result: the loser forfeited. */
  forfeit: yup.boolean().required(),
  /** The final points when the periods are not known (a data provider's result): `scores` empty. */
  final: finalPointsSchema.optional().default(undefined),
};

export const resultCorrectedSchema = yup.object({
  contestId: yup.number().integer().positive().required(),
  leagueId: yup.number().integer().positive().required(),
  /** The result it replaces, so the history shows both without folding the stream. */
  previous: yup.object(outcomeSchema).required(),
  ...outcomeSchema,
  /** Why the administrator changed a final result. */
  reason: yup.string().required(),
});

/**
 * An administrator corrected a finished contest's result after the officials' five-hour window:
 * the new result replaces the old one everywhere it counts (standings from then on, as of any
 * round), and the old one stays in the event, the audit log and the history.
 */
export type ResultCorrected = EventOf<'ResultCorrected', typeof resultCorrectedSchema>;
