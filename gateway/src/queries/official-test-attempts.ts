import type { Knex } from 'knex';
import {
  gradeAnswers,
  type AdminOfficialTestQuestion,
  type OfficialTestAnswer,
  type OfficialTestAttemptView,
  type OfficialTestReviewQuestion,
  type OfficialTestSummary,
} from '@courtside/events';
import { rmSchema as rm } from '../db/tables';
import { attemptStatus, iso, num, testSettings } from './official-tests';

type Db = Knex | Knex.Transaction;

/** The tests given to one official, newest first, with where they stand. */
export async function officialTestsOf(
  db: Db,
  accountId: number,
  now: Date,
): Promise<OfficialTestSummary[]> {
  const rows = await db(`${rm}.official_test_assignments as a`)
    .join(`${rm}.official_tests as t`, 't.id', 'a.test_id')
    .leftJoin(`${rm}.official_test_attempts as x`, function joinAttempt() {
      this.on('x.test_id', 'a.test_id').andOn('x.account_id', 'a.account_id');
    })
    .where('a.account_id', accountId)
    .orderBy('a.test_id', 'desc')
    .select(
      ...testSettings(db),
      'a.assigned_at',
      'x.started_at',
      'x.deadline',
      'x.submitted_at',
      'x.percent',
      'x.passed',
    );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    pass_mark: row.pass_mark,
    time_limit_minutes: row.time_limit_minutes,
    questions: row.questions,
    status: attemptStatus(row, now),
    assigned_at: row.assigned_at.toISOString(),
    deadline: iso(row.deadline),
    percent: num(row.percent),
  }));
}

/**
 * One test as its official sees it. Before the start: its settings only. While it runs: the
 * questions without their correct options. After the hand-in: each question with what was
 * ticked, what was correct and whether it counted. Null when the test was not given to them.
 */
export async function officialTestAttempt(
  db: Db,
  testId: number,
  accountId: number,
  now: Date,
): Promise<OfficialTestAttemptView | null> {
  const row = await db(`${rm}.official_test_assignments as a`)
    .join(`${rm}.official_tests as t`, 't.id', 'a.test_id')
    .leftJoin(`${rm}.official_test_attempts as x`, function joinAttempt() {
      this.on('x.test_id', 'a.test_id').andOn('x.account_id', 'a.account_id');
    })
    .where({ 'a.test_id': testId, 'a.account_id': accountId })
    .first(
      't.id',
      't.title',
      't.pass_mark',
      't.time_limit_minutes',
      'x.started_at',
      'x.deadline',
      'x.submitted_at',
      'x.questions',
      'x.answers',
      'x.score',
      'x.max_score',
      'x.percent',
      'x.passed',
    );
  if (!row) return null;
  const status = attemptStatus(row, now);
  const frozen = (row.questions ?? []) as AdminOfficialTestQuestion[];
  const answers = (row.answers ?? []) as OfficialTestAnswer[];
  const withoutKey = frozen.map((q) => ({
    id: q.id,
    text: q.text,
    multiple: q.multiple,
    options: q.options.map((o) => ({ id: o.id, text: o.text })),
  }));
  return {
    id: row.id,
    title: row.title,
    pass_mark: row.pass_mark,
    time_limit_minutes: row.time_limit_minutes,
    status,
    now: now.toISOString(),
    started_at: iso(row.started_at),
    deadline: iso(row.deadline),
    submitted_at: iso(row.submitted_at),
    questions: status === 'in_progress' ? withoutKey : null,
    review: row.submitted_at ? review(frozen, answers, row.pass_mark) : null,
    score: row.score ?? null,
    max_score: row.max_score ?? null,
    percent: num(row.percent),
  };
}

/** The handed-in attempt question by question, judged by the same rule that graded it. */
function review(
  frozen: AdminOfficialTestQuestion[],
  answers: OfficialTestAnswer[],
  passMark: number,
): OfficialTestReviewQuestion[] {
  const { right } = gradeAnswers(frozen, answers, passMark);
  return frozen.map((question) => ({
    id: question.id,
    text: question.text,
    multiple: question.multiple,
    options: question.options.map((o) => ({ id: o.id, text: o.text })),
    chosen: [...(answers.find((a) => a.questionId === question.id)?.optionIds ?? [])].sort(
      (a, b) => a - b,
    ),
    correct: question.options.filter((o) => o.correct).map((o) => o.id),
    right: right[question.id] ?? false,
  }));
}
