import * as yup from 'yup';
import { closedCommandBody, commandBody, commandFields as fields } from '../command-fields';
import { contestOfficialLimits } from './contest-officials-events';
import { finalPointsLimits, scoreFields, scoreLimits, type ScoreField } from './rules';

/**
 * The bodies of the contest's commands, one schema each: command-service parses with them and a
 * form may validate with them. Messages are keys of `messages`.
 */

// Strict: a score must arrive as a JSON number or null, never a string to be guessed at, and a
// number out of range is named with the range the user may type.
const score = () =>
  fields
    .jsonInteger()
    .min(scoreLimits.min, 'scoreRange')
    .max(scoreLimits.max, 'scoreRange')
    .nullable()
    .default(null);
/** The revision a scorer last saw: strict like the scores it travels with. */
const scoreRevision = () => fields.jsonInteger().min(0, 'validNumber').required('required');
const scoreShape = () =>
  Object.fromEntries(scoreFields.map((field) => [field, score()])) as Record<
    ScoreField,
    ReturnType<typeof score>
  >;

/** An official's account, sent as a JSON number. */
const accountId = () => fields.jsonInteger().positive('validNumber');

/** Body of `POST /contests`. */
export const scheduleContestSchema = commandBody({
  league_id: fields.id().required('required'),
  round: fields.integer().min(1, 'validNumber').required('required'),
  /** ISO-8601 start time with an offset or Z; stored in UTC. */
  time: fields.dateTime(),
  location: fields.text(),
  first_team_id: fields.id().required('required'),
  second_team_id: fields.id().required('required'),
});
export interface ScheduleContestInput {
  league_id: number;
  round: number;
  /** ISO-8601 start time with an offset or Z; stored in UTC. */
  time: string;
  location?: string | null;
  first_team_id: number;
  second_team_id: number;
}

/** Body of `PUT /contests/:id/score`: the whole score (missing periods are null); nothing else. */
export const recordScoresSchema = closedCommandBody({
  ...scoreShape(),
  expected_revision: scoreRevision(),
});
export type RecordScoresInput = Partial<Record<ScoreField, number | null>> & {
  expected_revision: number;
};

/** Body of `POST /contests/:id/finish`. */
export const finishContestSchema = closedCommandBody({ expected_revision: scoreRevision() });
export interface FinishContestInput {
  expected_revision: number;
}

/** Body of `POST /contests/:id/postpone` and `/cancel`. */
export const changeContestStatusSchema = commandBody({
  expected_revision: fields.expectedRevision(),
  reason: fields.text().max(1000, 'invalid'),
});
export interface ChangeContestStatusInput {
  expected_revision: number;
  reason?: string | null;
}

/** Body of `POST /contests/:id/reschedule`: a new start time and arena. */
export const rescheduleContestSchema = commandBody({
  time: fields.dateTime(),
  location: fields.text(),
  expected_revision: fields.expectedRevision(),
});
export interface RescheduleContestInput {
  /** ISO-8601 start time with an offset or Z. */
  time: string;
  location?: string | null;
  expected_revision: number;
}

/** Body of `POST /contests/:id/correction`: the whole corrected score and why. */
export const correctResultSchema = commandBody({
  ...scoreShape(),
  reason: yup.string().typeError('invalid').trim().max(1000, 'invalid').required('required'),
  expected_revision: fields.jsonInteger().min(0, 'validNumber').optional(),
});
export type CorrectResultInput = Partial<Record<ScoreField, number | null>> & {
  reason: string;
  expected_revision?: number;
};

const finalPointsField = () =>
  fields
    .jsonInteger()
    .min(finalPointsLimits.min, 'validNumber')
    .max(finalPointsLimits.max, 'validNumber')
    .required('required');

/**
 * Body of `POST /contests/:id/final-result`: a data provider's final points for a match whose
 * periods it does not send (an import enters or corrects the result with them).
 */
export const finalResultSchema = commandBody({
  first_team_points: finalPointsField(),
  second_team_points: finalPointsField(),
  reason: yup.string().typeError('invalid').trim().max(1000, 'invalid').required('required'),
  expected_revision: fields.jsonInteger().min(0, 'validNumber').optional(),
});
export interface FinalResultInput {
  first_team_points: number;
  second_team_points: number;
  reason: string;
  expected_revision?: number;
}

/** Body of `PUT /contests/:id/officials`: the whole crew; null or [] leaves a role empty. */
export const assignContestOfficialsSchema = commandBody({
  delegate_id: accountId().nullable().default(null),
  referee_ids: yup
    .array(accountId().required('required'))
    .typeError('invalid')
    .max(contestOfficialLimits.referee, 'maxReferees')
    .default([]),
  statistician_id: accountId().nullable().default(null),
});
export interface ContestOfficialsInput {
  delegate_id?: number | null;
  referee_ids?: number[];
  statistician_id?: number | null;
}
