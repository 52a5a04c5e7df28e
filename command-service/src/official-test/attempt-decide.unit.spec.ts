import { messages, type OfficialTestStarted } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { ValidationError } from '../core/errors';
import { attemptDecider, type StartOfficialTest, type SubmitOfficialTest } from './attempt-decide';

const given = deciderSpecification(attemptDecider).given;
const startedAt = '2026-11-24T10:00:00.000Z';
const deadline = '2026-11-24T10:30:00.000Z';
const at = (iso: string) => ({ now: iso });

const questions = [
  {
    id: 1,
    text: 'How many periods does a game have?',
    multiple: false,
    options: [
      { id: 1, text: 'Two', correct: false },
      { id: 2, text: 'Four', correct: true },
    ],
  },
  {
    id: 2,
    text: 'Which are fouls?',
    multiple: true,
    options: [
      { id: 1, text: 'Charging', correct: true },
      { id: 2, text: 'Blocking', correct: true },
      { id: 3, text: 'A jump ball', correct: false },
    ],
  },
];
const test = { testId: 3, title: 'Rules 2026', passMark: 50, timeLimitMinutes: 30, questions };
const start: StartOfficialTest = {
  type: 'StartOfficialTest',
  data: { accountId: 9, test },
  metadata: at(startedAt),
};
const started: OfficialTestStarted = {
  type: 'OfficialTestStarted',
  data: {
    testId: 3,
    accountId: 9,
    startedAt,
    deadline,
    title: 'Rules 2026',
    passMark: 50,
    questions,
  },
};
const submit = (
  answers: SubmitOfficialTest['data']['answers'],
  now = '2026-11-24T10:20:00.000Z',
): SubmitOfficialTest => ({
  type: 'SubmitOfficialTest',
  data: { accountId: 9, answers },
  metadata: at(now),
});
const allRight = [
  { questionId: 1, optionIds: [2] },
  { questionId: 2, optionIds: [2, 1] },
];
const submitted = {
  type: 'OfficialTestSubmitted' as const,
  data: {
    testId: 3,
    accountId: 9,
    submittedAt: '2026-11-24T10:20:00.000Z',
    answers: allRight,
    score: 2,
    maxScore: 2,
    percent: 100,
    passed: true,
  },
};
const refused = (
  key: keyof typeof messages,
  field = 'test',
): [typeof ValidationError, string, Record<string, string[]>] => [
  ValidationError,
  messages[key],
  { [field]: [messages[key]] },
];

describe('when an official starts a test', () => {
  it('records the start, the deadline from the time limit and the questions as they are', () => {
    given([]).when(start).then([started]);
  });

  it('resumes an attempt under way without moving its deadline', () => {
    given([started])
      .when({ ...start, metadata: at('2026-11-24T10:10:00.000Z') })
      .then([]);
  });

  it('refuses a second attempt once the answers are in', () => {
    given([started, submitted])
      .when(start)
      .thenThrows(...refused('testAlreadyTaken'));
  });

  it('refuses to resume once the time is up', () => {
    given([started])
      .when({ ...start, metadata: at('2026-11-24T10:31:00.000Z') })
      .thenThrows(...refused('testTimeUp'));
  });
});

describe('when an official hands in answers', () => {
  it('grades them on the server: all correct options of a multiple-answer question count', () => {
    given([started]).when(submit(allRight)).then([submitted]);
  });

  it('counts a multiple-answer question with one correct option missing as wrong', () => {
    const answers = [
      { questionId: 1, optionIds: [2] },
      { questionId: 2, optionIds: [1] },
    ];
    given([started])
      .when(submit(answers))
      .then([
        {
          ...submitted,
          data: { ...submitted.data, answers, score: 1, percent: 50, passed: true },
        },
      ]);
  });

  it('fails below the pass mark, an unanswered question counting as wrong', () => {
    const answers = [{ questionId: 1, optionIds: [1] }];
    given([started])
      .when(submit(answers))
      .then([
        {
          ...submitted,
          data: { ...submitted.data, answers, score: 0, percent: 0, passed: false },
        },
      ]);
  });

  it('accepts answers arriving within the grace after the deadline', () => {
    given([started])
      .when(submit(allRight, '2026-11-24T10:30:10.000Z'))
      .then([
        { ...submitted, data: { ...submitted.data, submittedAt: '2026-11-24T10:30:10.000Z' } },
      ]);
  });

  it('refuses answers after the time limit', () => {
    given([started])
      .when(submit(allRight, '2026-11-24T10:30:16.000Z'))
      .thenThrows(...refused('testTimeUp'));
  });

  it('refuses a second hand-in', () => {
    given([started, submitted])
      .when(submit(allRight))
      .thenThrows(...refused('testAlreadyTaken'));
  });

  it('refuses answers before the test was started', () => {
    given([])
      .when(submit(allRight))
      .thenThrows(...refused('testNotStarted'));
  });

  it('refuses an option the question does not have', () => {
    given([started])
      .when(submit([{ questionId: 2, optionIds: [4] }]))
      .thenThrows(...refused('testUnknownAnswer', 'answers[0]'));
  });

  it('refuses two options for a single-answer question', () => {
    given([started])
      .when(submit([{ questionId: 1, optionIds: [1, 2] }]))
      .thenThrows(...refused('testOneAnswer', 'answers[0].option_ids'));
  });
});
