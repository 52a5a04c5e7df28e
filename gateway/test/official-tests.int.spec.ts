import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './browser';
import { newSignedIn } from './signed-in';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: TestBrowser;
let testId: number;

const minute = 60_000;
const rulesTest = {
  title: 'Pravila igre 2026',
  pass_mark: 50,
  time_limit_minutes: 20,
  questions: [
    {
      text: 'How many periods does a game have?',
      options: [
        { text: 'Two', correct: false },
        { text: 'Four', correct: true },
      ],
    },
    {
      text: 'Which of these are fouls?',
      multiple: true,
      options: [
        { text: 'Charging', correct: true },
        { text: 'Blocking', correct: true },
        { text: 'A jump ball', correct: false },
      ],
    },
  ],
};
const allRight = {
  answers: [
    { question_id: 1, option_ids: [2] },
    { question_id: 2, option_ids: [1, 2] },
  ],
};
const oneWrong = {
  answers: [
    { question_id: 1, option_ids: [1] },
    { question_id: 2, option_ids: [1] },
  ],
};

/** A new official, signed in, who was given the test. */
async function assignedOfficial(): Promise<{ browser: TestBrowser; id: number }> {
  const official = await newSignedIn(stack.url, stack.gateway.knex, 'official', ['referee']);
  const assigned = await admin.request('POST', `/api/admin/official-tests/${testId}/assignments`, {
    body: { account_ids: [official.id] },
  });
  expect(assigned.status).toBe(200);
  return official;
}

beforeAll(async () => {
  stack = await startStack();
  ({ browser: admin } = await newSignedIn(stack.url, stack.gateway.knex, 'admin', [
    'administrator',
  ]));
  const created = await admin.request('POST', '/api/admin/official-tests', { body: rulesTest });
  expect(created.status).toBe(201);
  testId = created.body.id;
});

afterAll(async () => {
  await stack.close();
});

describe('when an administrator writes a test', () => {
  it('shows it with its questions, correct options, pass mark and time limit', async () => {
    const { status, body } = await admin.get(`/api/admin/official-tests/${testId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Pravila igre 2026',
      pass_mark: 50,
      time_limit_minutes: 20,
    });
    expect(body.questions[1]).toMatchObject({
      multiple: true,
      options: [{ correct: true }, { correct: true }, { correct: false }],
    });
    const list = await admin.get('/api/admin/official-tests');
    expect(list.body.data).toEqual([expect.objectContaining({ id: testId, questions: 2 })]);
  });

  it('refuses a single-answer question with two correct options, writing nothing', async () => {
    const before = await stack.eventCount();
    const wrong = structuredClone(rulesTest);
    wrong.questions[0]!.options[0]!.correct = true;
    const { status, body } = await admin.request('POST', '/api/admin/official-tests', {
      body: wrong,
    });
    expect(status).toBe(422);
    expect(body.errors['questions[0].options']).toEqual([
      'A question with one answer needs exactly one correct option; with several, at least one.',
    ]);
    expect(await stack.eventCount()).toBe(before);
  });

  it('refuses to give the test to an account that is not an official, writing nothing', async () => {
    const other = await newSignedIn(stack.url, stack.gateway.knex, 'admin', ['administrator']);
    const before = await stack.eventCount();
    const { status, body } = await admin.request(
      'POST',
      `/api/admin/official-tests/${testId}/assignments`,
      { body: { account_ids: [other.id] } },
    );
    expect(status).toBe(422);
    expect(body.message).toBe('Only active officials can be given a test.');
    expect(await stack.eventCount()).toBe(before);
  });
});

describe('when an official takes an assigned test', () => {
  it('never sends the correct options before the answers are in', async () => {
    const { browser } = await assignedOfficial();
    const listed = await browser.get('/api/officials/tests');
    expect(listed.body.data).toEqual([expect.objectContaining({ id: testId, status: 'assigned' })]);
    const before = await browser.get(`/api/officials/tests/${testId}`);
    expect(before.body).toMatchObject({ status: 'assigned', questions: null, review: null });

    const started = await browser.request('POST', `/api/officials/tests/${testId}/start`);
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('in_progress');
    expect(started.body.questions).toHaveLength(2);
    expect(JSON.stringify(started.body)).not.toContain('correct');
    expect(
      JSON.stringify((await browser.get(`/api/officials/tests/${testId}`)).body),
    ).not.toContain('correct');
    expect(new Date(started.body.deadline).getTime()).toBe(stack.clock.now.getTime() + 20 * minute);

    const handedIn = await browser.request('POST', `/api/officials/tests/${testId}/submit`, {
      body: oneWrong,
    });
    expect(handedIn.status).toBe(200);
    expect(handedIn.body).toMatchObject({ status: 'failed', score: 0, max_score: 2, percent: 0 });
    expect(handedIn.body.review[1]).toMatchObject({ chosen: [1], correct: [1, 2], right: false });
  });

  it('records only one of several hand-ins sent at once', async () => {
    const { browser, id } = await assignedOfficial();
    await browser.request('POST', `/api/officials/tests/${testId}/start`);
    const before = await stack.eventCount();

    const answers = await Promise.all(
      [allRight, oneWrong, allRight, oneWrong, allRight, oneWrong].map((body) =>
        browser.request('POST', `/api/officials/tests/${testId}/submit`, { body }),
      ),
    );

    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('You have already taken this test.');
    }
    expect(await stack.eventCount()).toBe(before + 1);
    const detail = await admin.get(`/api/admin/official-tests/${testId}`);
    const row = detail.body.results.find((r: { account_id: number }) => r.account_id === id);
    expect(row.status).toBe(accepted[0]!.body.status);
    expect(row.percent).toBe(accepted[0]!.body.percent);
  });

  it('starts one attempt when the start is sent several times at once', async () => {
    const { browser } = await assignedOfficial();
    const before = await stack.eventCount();
    const starts = await Promise.all(
      Array.from({ length: 5 }, () =>
        browser.request('POST', `/api/officials/tests/${testId}/start`),
      ),
    );
    expect(starts.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(starts.map((s) => s.body.deadline)).size).toBe(1);
    expect(await stack.eventCount()).toBe(before + 1);
  });

  it('refuses answers after the time limit and shows the attempt as expired to both', async () => {
    const { browser, id } = await assignedOfficial();
    const startedAt = stack.clock.now;
    try {
      await browser.request('POST', `/api/officials/tests/${testId}/start`);
      stack.clock.now = new Date(startedAt.getTime() + 21 * minute);
      const before = await stack.eventCount();

      const late = await browser.request('POST', `/api/officials/tests/${testId}/submit`, {
        body: allRight,
      });
      expect(late.status).toBe(422);
      expect(late.body.message).toBe(
        'The time for this test has run out; the answers were not accepted.',
      );
      expect(await stack.eventCount()).toBe(before);
      const again = await browser.request('POST', `/api/officials/tests/${testId}/start`);
      expect(again.status).toBe(422);

      const own = await browser.get(`/api/officials/tests/${testId}`);
      expect(own.body).toMatchObject({ status: 'expired', questions: null, review: null });
      const detail = await admin.get(`/api/admin/official-tests/${testId}`);
      const row = detail.body.results.find((r: { account_id: number }) => r.account_id === id);
      expect(row.status).toBe('expired');
    } finally {
      stack.clock.now = startedAt;
    }
  });

  it('passes with every answer right and shows the result to the administrator', async () => {
    const { browser, id } = await assignedOfficial();
    await browser.request('POST', `/api/officials/tests/${testId}/start`);
    const handedIn = await browser.request('POST', `/api/officials/tests/${testId}/submit`, {
      body: allRight,
    });
    expect(handedIn.body).toMatchObject({ status: 'passed', score: 2, percent: 100 });
    const detail = await admin.get(`/api/admin/official-tests/${testId}`);
    const row = detail.body.results.find((r: { account_id: number }) => r.account_id === id);
    expect(row).toMatchObject({ status: 'passed', score: 2, max_score: 2, percent: 100 });
  });

  it('answers not found for a test that was not given to the official', async () => {
    const stranger = await newSignedIn(stack.url, stack.gateway.knex, 'official', ['referee']);
    const before = await stack.eventCount();
    expect((await stranger.browser.get(`/api/officials/tests/${testId}`)).status).toBe(404);
    const start = await stranger.browser.request('POST', `/api/officials/tests/${testId}/start`);
    expect(start.status).toBe(404);
    expect(await stack.eventCount()).toBe(before);
  });
});
