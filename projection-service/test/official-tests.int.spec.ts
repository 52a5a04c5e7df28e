import { streams } from '@courtside/events';
import { describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../src';
import { append } from './events';
import { useProjectionRun, LogCapture } from './harness';

// Batches of 2: a start and its hand-in land in one batch for one official, apart for another.
const run = useProjectionRun({ batchSize: 2 });

const questions = [
  {
    id: 1,
    text: 'How many periods?',
    multiple: false,
    options: [
      { id: 1, text: 'Two', correct: false },
      { id: 2, text: 'Four', correct: true },
    ],
  },
];

async function tables() {
  const rm = (table: string) => run.harness.knex.withSchema('rm').table(table);
  return {
    tests: await rm('official_tests').orderBy('id').select('id', 'title', 'questions'),
    assignments: await rm('official_test_assignments')
      .orderBy(['test_id', 'account_id'])
      .select('test_id', 'account_id'),
    attempts: await rm('official_test_attempts')
      .orderBy(['test_id', 'account_id'])
      .select('account_id', 'deadline', 'submitted_at', 'score', 'percent', 'passed'),
  };
}

describe('when tests are written, given out, started and handed in', () => {
  it('shows each attempt once with its grade, and a rebuild gives the same rows', async () => {
    const test = streams.officialTest(4);
    await append(run.harness.store, test, {
      type: 'OfficialTestCreated',
      data: { testId: 4, title: 'Rules', passMark: 50, timeLimitMinutes: 10, questions },
    });
    for (const accountId of [7, 8]) {
      await append(run.harness.store, test, {
        type: 'OfficialTestAssigned',
        data: { testId: 4, accountId },
      });
    }
    for (const [accountId, optionId] of [
      [7, 2],
      [8, 1],
    ] as const) {
      const right = optionId === 2;
      await append(
        run.harness.store,
        streams.officialTestAttempt(4, accountId),
        {
          type: 'OfficialTestStarted',
          data: {
            testId: 4,
            accountId,
            startedAt: '2026-03-07T18:00:00.000Z',
            deadline: '2026-03-07T18:10:00.000Z',
            title: 'Rules',
            passMark: 50,
            questions,
          },
        },
        {
          type: 'OfficialTestSubmitted',
          data: {
            testId: 4,
            accountId,
            submittedAt: '2026-03-07T18:05:00.000Z',
            answers: [{ questionId: 1, optionIds: [optionId] }],
            score: right ? 1 : 0,
            maxScore: 1,
            percent: right ? 100 : 0,
            passed: right,
          },
        },
      );
    }
    const last = await append(run.harness.store, streams.officialTest(5), {
      type: 'OfficialTestCreated',
      data: { testId: 5, title: 'Mechanics', passMark: 80, timeLimitMinutes: 30, questions },
    });
    await run.service.waitFor(last.position);

    const live = await tables();
    expect(live.tests.map((t) => t.title)).toEqual(['Rules', 'Mechanics']);
    expect(live.assignments).toEqual([
      { test_id: 4, account_id: 7 },
      { test_id: 4, account_id: 8 },
    ]);
    expect(live.attempts).toEqual([
      expect.objectContaining({ account_id: 7, score: 1, percent: '100.00', passed: true }),
      expect.objectContaining({ account_id: 8, score: 0, percent: '0.00', passed: false }),
    ]);

    await run.service.close();
    await rebuildReadModels({
      knex: run.harness.knex,
      store: run.harness.store,
      logger: new LogCapture().logger,
      batchSize: 3,
    });
    expect(await tables()).toEqual(live);
  });
});
