import type { Knex } from 'knex';
import { schemaOf } from '../db/migrate';
import { defineProjection, lastByKey } from './projection';

/**
 * rm.official_tests, rm.official_test_assignments and rm.official_test_attempts. A batch writes
 * each table with one multi-row statement; a replay changes nothing (upserts keyed by id).
 */
export const officialTestsProjection = defineProjection({
  name: 'official-tests',
  handles: [
    'OfficialTestCreated',
    'OfficialTestAssigned',
    'OfficialTestStarted',
    'OfficialTestSubmitted',
  ],
  async apply(trx, events) {
    const schema = schemaOf(trx);
    const table = (name: string) => trx.withSchema(schema).table(name);
    const tests = [];
    const assignments = [];
    const starts = [];
    const submissions = [];
    for (const { event, metadata } of events) {
      switch (event.type) {
        case 'OfficialTestCreated':
          tests.push({
            id: event.data.testId,
            title: event.data.title,
            pass_mark: event.data.passMark,
            time_limit_minutes: event.data.timeLimitMinutes,
            questions: JSON.stringify(event.data.questions),
            created_at: metadata.at,
          });
          break;
        case 'OfficialTestAssigned':
          assignments.push({
            test_id: event.data.testId,
            account_id: event.data.accountId,
            assigned_at: metadata.at,
          });
          break;
        case 'OfficialTestStarted':
          starts.push({
            test_id: event.data.testId,
            account_id: event.data.accountId,
            started_at: event.data.startedAt,
            deadline: event.data.deadline,
            questions: JSON.stringify(event.data.questions),
          });
          break;
        case 'OfficialTestSubmitted':
          submissions.push({
            test_id: event.data.testId,
            account_id: event.data.accountId,
            submitted_at: event.data.submittedAt,
            answers: JSON.stringify(event.data.answers),
            score: event.data.score,
            max_score: event.data.maxScore,
            percent: event.data.percent,
            passed: event.data.passed,
          });
          break;
      }
    }
    const attemptKey = (row: { test_id: number; account_id: number }) =>
      `${row.test_id}:${row.account_id}`;
    if (tests.length > 0) {
      await table('official_tests')
        .insert(lastByKey(tests, (t) => t.id))
        .onConflict('id')
        .merge();
    }
    if (assignments.length > 0) {
      await table('official_test_assignments')
        .insert(lastByKey(assignments, attemptKey))
        .onConflict(['test_id', 'account_id'])
        .ignore();
    }
    if (starts.length > 0) {
      await table('official_test_attempts')
        .insert(lastByKey(starts, attemptKey))
        .onConflict(['test_id', 'account_id'])
        .merge(['started_at', 'deadline', 'questions']);
    }
    for (const row of lastByKey(submissions, attemptKey)) {
      await submit(trx, schema, row);
    }
  },
});

/**
 * Hand-ins are few per batch (one per official and test, ever), so one update each; a start in
 * the same batch was inserted just above.
 */
async function submit(
  trx: Knex.Transaction,
  schema: string,
  row: { test_id: number; account_id: number } & Record<string, unknown>,
): Promise<void> {
  const { test_id, account_id, ...fields } = row;
  await trx
    .withSchema(schema)
    .table('official_test_attempts')
    .where({ test_id, account_id })
    .update(fields);
}
