import * as yup from 'yup';
import type { EventOf } from '../event-of';

const option = yup.object({
  id: yup.number().integer().positive().required(),
  text: yup.string().required(),
  correct: yup.boolean().required(),
});

const question = yup.object({
  id: yup.number().integer().positive().required(),
  text: yup.string().required(),
  /** More than one option may be correct; the official then ticks boxes, not a radio. */
  multiple: yup.boolean().required(),
  options: yup.array(option).required(),
});

const answer = yup.object({
  questionId: yup.number().integer().positive().required(),
  optionIds: yup.array(yup.number().integer().positive().required()).required(),
});

export const officialTestCreatedSchema = yup.object({
  testId: yup.number().integer().positive().required(),
  title: yup.string().required(),
  /** Percentage of questions answered right that passes (1–100). */
  passMark: yup.number().integer().min(1).max(100).required(),
  timeLimitMinutes: yup.number().integer().positive().required(),
  questions: yup.array(question).required(),
});

export const officialTestAssignedSchema = yup.object({
  testId: yup.number().integer().positive().required(),
  accountId: yup.number().integer().positive().required(),
});

export const officialTestStartedSchema = yup.object({
  testId: yup.number().integer().positive().required(),
  accountId: yup.number().integer().positive().required(),
  startedAt: yup.string().required(),
  /** When the answers must be in, from the start and the test's time limit. */
  deadline: yup.string().required(),
  title: yup.string().required(),
  passMark: yup.number().integer().min(1).max(100).required(),
  /** The questions as they were when the attempt began: grading never sees a later edit. */
  questions: yup.array(question).required(),
});

export const officialTestSubmittedSchema = yup.object({
  testId: yup.number().integer().positive().required(),
  accountId: yup.number().integer().positive().required(),
  submittedAt: yup.string().required(),
  answers: yup.array(answer).required(),
  score: yup.number().integer().min(0).required(),
  maxScore: yup.number().integer().min(0).required(),
  percent: yup.number().min(0).max(100).required(),
  passed: yup.boolean().required(),
});

/** A question of an officials' test, with which options are correct. */
export type OfficialTestQuestion = yup.InferType<typeof question>;
/** The options an official ticked for one question. */
export type OfficialTestAnswer = yup.InferType<typeof answer>;

/** An administrator wrote a test for officials (stream `official-test-<id>`). */
export type OfficialTestCreated = EventOf<'OfficialTestCreated', typeof officialTestCreatedSchema>;

/** An official was given a test to take (stream `official-test-<id>`). */
export type OfficialTestAssigned = EventOf<
  'OfficialTestAssigned',
  typeof officialTestAssignedSchema
>;

/** An official began their one attempt (stream `official-test-attempt-<test>-<account>`). */
export type OfficialTestStarted = EventOf<'OfficialTestStarted', typeof officialTestStartedSchema>;

/** An official handed in their answers, graded on the server (same attempt stream). */
export type OfficialTestSubmitted = EventOf<
  'OfficialTestSubmitted',
  typeof officialTestSubmittedSchema
>;

/** Every event of a `official-test-<id>` stream. */
export type OfficialTestEvent = OfficialTestCreated | OfficialTestAssigned;
/** Every event of a `official-test-attempt-<test>-<account>` stream. */
export type OfficialTestAttemptEvent = OfficialTestStarted | OfficialTestSubmitted;
