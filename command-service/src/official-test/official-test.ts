import type { OfficialTestEvent, OfficialTestQuestion } from '@courtside/events';
import { assertNever } from '../core/decider';

/** What the write model remembers about a test: its questions and who was given it. */
export type OfficialTestState =
  | { status: 'absent' }
  | {
      status: 'created';
      testId: number;
      title: string;
      passMark: number;
      timeLimitMinutes: number;
      questions: OfficialTestQuestion[];
      assigned: ReadonlySet<number>;
    };

export const initialState = (): OfficialTestState => ({ status: 'absent' });

export function evolve(state: OfficialTestState, event: OfficialTestEvent): OfficialTestState {
  switch (event.type) {
    case 'OfficialTestCreated':
      return {
        status: 'created',
        testId: event.data.testId,
        title: event.data.title,
        passMark: event.data.passMark,
        timeLimitMinutes: event.data.timeLimitMinutes,
        questions: event.data.questions,
        assigned: new Set(),
      };
    case 'OfficialTestAssigned':
      if (state.status !== 'created') return state;
      return { ...state, assigned: new Set([...state.assigned, event.data.accountId]) };
    default:
      return assertNever(event);
  }
}
