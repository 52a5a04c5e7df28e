/**
 * Answers of the officials' tests API, shared by gateway and web. An official's shapes never
 * carry which options are correct until their own answers are in.
 */

/** Where an official stands with one test. */
export type OfficialTestStatus = 'assigned' | 'in_progress' | 'expired' | 'passed' | 'failed';

/** A test in the administrators' list. */
export interface AdminOfficialTestSummary {
  id: number;
  title: string;
  pass_mark: number;
  time_limit_minutes: number;
  questions: number;
  assigned: number;
  submitted: number;
  passed: number;
  created_at: string;
}

/** An option as the test's editors see it. */
export interface AdminOfficialTestOption {
  id: number;
  text: string;
  correct: boolean;
}

export interface AdminOfficialTestQuestion {
  id: number;
  text: string;
  multiple: boolean;
  options: AdminOfficialTestOption[];
}

/** One official given a test, and how they did. */
export interface OfficialTestResultRow {
  account_id: number;
  name: string;
  email: string;
  status: OfficialTestStatus;
  assigned_at: string;
  started_at: string | null;
  deadline: string | null;
  submitted_at: string | null;
  score: number | null;
  max_score: number | null;
  percent: number | null;
}

/** `GET /api/admin/official-tests/:id`. */
export interface AdminOfficialTestDetail {
  id: number;
  title: string;
  pass_mark: number;
  time_limit_minutes: number;
  created_at: string;
  questions: AdminOfficialTestQuestion[];
  results: OfficialTestResultRow[];
}

/** A test in an official's list (`GET /api/officials/tests`). */
export interface OfficialTestSummary {
  id: number;
  title: string;
  pass_mark: number;
  time_limit_minutes: number;
  questions: number;
  status: OfficialTestStatus;
  assigned_at: string;
  deadline: string | null;
  percent: number | null;
}

/** A question as an official sees it while taking the test: no correct flags. */
export interface OfficialTestQuestionView {
  id: number;
  text: string;
  multiple: boolean;
  options: { id: number; text: string }[];
}

/** After hand-in: what the official ticked, what was correct, and whether it counted. */
export interface OfficialTestReviewQuestion extends OfficialTestQuestionView {
  chosen: number[];
  correct: number[];
  right: boolean;
}

/** `GET /api/officials/tests/:id` and the start and submit answers. */
export interface OfficialTestAttemptView {
  id: number;
  title: string;
  pass_mark: number;
  time_limit_minutes: number;
  status: OfficialTestStatus;
  /** The server's time when it answered, so the page's countdown does not trust the device. */
  now: string;
  started_at: string | null;
  deadline: string | null;
  submitted_at: string | null;
  /** Present while in progress (no correct flags). */
  questions: OfficialTestQuestionView[] | null;
  /** Present once submitted. */
  review: OfficialTestReviewQuestion[] | null;
  score: number | null;
  max_score: number | null;
  percent: number | null;
}
