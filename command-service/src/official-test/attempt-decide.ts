import {
  attemptDeadline,
  gradeAnswers,
  withinTimeLimit,
  type OfficialTestAnswer,
  type OfficialTestAttemptEvent,
  type OfficialTestQuestion,
} from '@courtside/events';
import { assertNever, type Command, type Decider } from '../core/decider';
import { ValidationError, type FieldErrors } from '../core/errors';
import { evolveAttempt, initialAttempt, type AttemptState } from './attempt';

/** The test as it stands when the official begins: read from its stream by the caller. */
export interface TestSnapshot {
  testId: number;
  title: string;
  passMark: number;
  timeLimitMinutes: number;
  questions: OfficialTestQuestion[];
}

export type StartOfficialTest = Command<
  'StartOfficialTest',
  { accountId: number; test: TestSnapshot }
>;
export type SubmitOfficialTest = Command<
  'SubmitOfficialTest',
  { accountId: number; answers: OfficialTestAnswer[] }
>;
export type AttemptCommand = StartOfficialTest | SubmitOfficialTest;

/**
 * `official-test-attempt-<test>-<account>`: one attempt per official and test. Starting again
 * while it runs resumes it (same deadline); after hand-in or past the deadline it is refused.
 * Answers are graded here against the questions as they were at the start.
 */
export function decideAttempt(
  command: AttemptCommand,
  state: AttemptState,
): OfficialTestAttemptEvent[] {
  const now = command.metadata.now;
  switch (command.type) {
    case 'StartOfficialTest': {
      if (state.status === 'submitted') throw ValidationError.field('test', 'testAlreadyTaken');
      if (state.status === 'started') {
        if (!withinTimeLimit(now, state.deadline))
          throw ValidationError.field('test', 'testTimeUp');
        return [];
      }
      const { test, accountId } = command.data;
      return [
        {
          type: 'OfficialTestStarted',
          data: {
            testId: test.testId,
            accountId,
            startedAt: now,
            deadline: attemptDeadline(now, test.timeLimitMinutes),
            title: test.title,
            passMark: test.passMark,
            questions: test.questions,
          },
        },
      ];
    }
    case 'SubmitOfficialTest': {
      if (state.status === 'absent') throw ValidationError.field('test', 'testNotStarted');
      if (state.status === 'submitted') throw ValidationError.field('test', 'testAlreadyTaken');
      if (!withinTimeLimit(now, state.deadline)) throw ValidationError.field('test', 'testTimeUp');
      const answers = checkedAnswers(command.data.answers, state.questions);
      const grade = gradeAnswers(state.questions, answers, state.passMark);
      return [
        {
          type: 'OfficialTestSubmitted',
          data: {
            testId: state.testId,
            accountId: state.accountId,
            submittedAt: now,
            answers,
            score: grade.score,
            maxScore: grade.maxScore,
            percent: grade.percent,
            passed: grade.passed,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

/** Answers naming only the test's questions and options, one answer where one is asked. */
function checkedAnswers(
  answers: OfficialTestAnswer[],
  questions: OfficialTestQuestion[],
): OfficialTestAnswer[] {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const question = questions.find((q) => q.id === answer.questionId);
    const optionIds = new Set(answer.optionIds);
    if (
      !question ||
      seen.has(answer.questionId) ||
      [...optionIds].some((id) => !question.options.some((o) => o.id === id))
    ) {
      errors[`answers[${index}]`] = [{ key: 'testUnknownAnswer' }];
    } else if (!question.multiple && optionIds.size > 1) {
      errors[`answers[${index}].option_ids`] = [{ key: 'testOneAnswer' }];
    }
    seen.add(answer.questionId);
  });
  ValidationError.throwIfAny(errors);
  return answers.map((a) => ({ questionId: a.questionId, optionIds: [...new Set(a.optionIds)] }));
}

export const attemptDecider: Decider<AttemptCommand, AttemptState, OfficialTestAttemptEvent> = {
  decide: decideAttempt,
  evolve: evolveAttempt,
  initialState: initialAttempt,
};
