import type { Knex } from 'knex';
import {
  withinTimeLimit,
  type AdminOfficialTestDetail,
  type AdminOfficialTestQuestion,
  type AdminOfficialTestSummary,
  type OfficialTestStatus,
} from '@courtside/events';
import { rmSchema as rm } from '../db/tables';

type Db = Knex | Knex.Transaction;

/** An attempt row as the queries below read it (the columns that decide its status). */
interface AttemptFacts {
  started_at: Date | null;
  deadline: Date | null;
  submitted_at: Date | null;
  passed: boolean | null;
}

/** Where an official stands: judged at the request's time, so an unfinished attempt expires. */
export function attemptStatus(attempt: AttemptFacts, now: Date): OfficialTestStatus {
  if (attempt.submitted_at) return attempt.passed ? 'passed' : 'failed';
  if (!attempt.started_at || !attempt.deadline) return 'assigned';
  return withinTimeLimit(now.toISOString(), attempt.deadline.toISOString())
    ? 'in_progress'
    : 'expired';
}

/** A test `t`'s id, title and settings, with how many questions it has. */
export function testSettings(db: Db) {
  return [
    't.id',
    't.title',
    't.pass_mark',
    't.time_limit_minutes',
    db.raw('jsonb_array_length(t.questions)::int AS questions'),
  ];
}

/** A timestamp column as the API writes it. */
export const iso = (value: Date | null) => (value ? value.toISOString() : null);
/** A numeric column (pg answers text) as a number. */
export const num = (value: string | number | null) => (value === null ? null : Number(value));

/** The administrators' list of tests, newest first, with how many took and passed each. */
export async function listOfficialTests(db: Db): Promise<AdminOfficialTestSummary[]> {
  const rows: Array<
    Omit<AdminOfficialTestSummary, 'created_at' | 'assigned' | 'submitted' | 'passed'> & {
      created_at: Date;
      assigned: string;
      submitted: string;
      passed: string;
    }
  > = await db(`${rm}.official_tests as t`)
    .select(
      ...testSettings(db),
      't.created_at',
      db.raw(
        `(SELECT count(*) FROM ${rm}.official_test_assignments a WHERE a.test_id = t.id) AS assigned`,
      ),
      db.raw(
        `(SELECT count(*) FROM ${rm}.official_test_attempts x
           WHERE x.test_id = t.id AND x.submitted_at IS NOT NULL) AS submitted`,
      ),
      db.raw(
        `(SELECT count(*) FROM ${rm}.official_test_attempts x
           WHERE x.test_id = t.id AND x.passed) AS passed`,
      ),
    )
    .orderBy('t.id', 'desc');
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    assigned: Number(row.assigned),
    submitted: Number(row.submitted),
    passed: Number(row.passed),
  }));
}

/** One test with its correct options (editors only) and every assigned official's result. */
export async function adminOfficialTest(
  db: Db,
  id: number,
  now: Date,
): Promise<AdminOfficialTestDetail | null> {
  const test = await db(`${rm}.official_tests`).where({ id }).first();
  if (!test) return null;
  const rows = await db(`${rm}.official_test_assignments as a`)
    .join('accounts as acc', 'acc.id', 'a.account_id')
    .leftJoin(`${rm}.official_test_attempts as x`, function joinAttempt() {
      this.on('x.test_id', 'a.test_id').andOn('x.account_id', 'a.account_id');
    })
    .where('a.test_id', id)
    .orderBy('acc.name')
    .select(
      'a.account_id',
      'acc.name',
      'acc.email',
      'a.assigned_at',
      'x.started_at',
      'x.deadline',
      'x.submitted_at',
      'x.score',
      'x.max_score',
      'x.percent',
      'x.passed',
    );
  return {
    id: test.id,
    title: test.title,
    pass_mark: test.pass_mark,
    time_limit_minutes: test.time_limit_minutes,
    created_at: test.created_at.toISOString(),
    questions: test.questions as AdminOfficialTestQuestion[],
    results: rows.map((row) => ({
      account_id: row.account_id,
      name: row.name,
      email: row.email,
      status: attemptStatus(row, now),
      assigned_at: row.assigned_at.toISOString(),
      started_at: iso(row.started_at),
      deadline: iso(row.deadline),
      submitted_at: iso(row.submitted_at),
      score: row.score,
      max_score: row.max_score,
      percent: num(row.percent),
    })),
  };
}

/** True when the test exists and the account may be given it: an active official. */
export async function isActiveOfficial(db: Db, accountId: number): Promise<boolean> {
  const row = await db('accounts')
    .where({ id: accountId, kind: 'official' })
    .whereNull('disabled_at')
    .first('id');
  return Boolean(row);
}

/** True when the test exists. */
export async function officialTestExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db(`${rm}.official_tests`).where({ id }).first('id'));
}
