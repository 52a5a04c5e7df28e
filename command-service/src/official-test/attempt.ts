import type { OfficialTestAttemptEvent, OfficialTestQuestion } from '@courtside/events';
import { assertNever } from '../core/decider';

/** One official's attempt at one test: not begun, under way until its deadline, or handed in. */
export type AttemptState =
  | { status: 'absent' }
  | {
      status: 'started' | 'submitted';
      testId: number;
      accountId: number;
      deadline: string;
      passMark: number;
      questions: OfficialTestQuestion[];
    };

export const initialAttempt = (): AttemptState => ({ status: 'absent' });

export function evolveAttempt(state: AttemptState, event: OfficialTestAttemptEvent): AttemptState {
  switch (event.type) {
    case 'OfficialTestStarted':
      return {
        status: 'started',
        testId: event.data.testId,
        accountId: event.data.accountId,
        deadline: event.data.deadline,
        passMark: event.data.passMark,
        questions: event.data.questions,
      };
    case 'OfficialTestSubmitted':
      return state.status === 'absent' ? state : { ...state, status: 'submitted' };
    default:
      return assertNever(event);
  }
}
