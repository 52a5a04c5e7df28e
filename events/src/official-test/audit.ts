import type { AuditMappings } from '../audit';
import type { OfficialTestAttemptEvent, OfficialTestEvent } from './events';

const test = (event: { data: { testId: number } }) => [
  { model: 'official_test' as const, id: event.data.testId },
];

/**
 * The audit log shows a test's settings, who was given it and each attempt's outcome; never the
 * questions' correct options, which only the test's editors see.
 */
export const officialTestAudit: AuditMappings<OfficialTestEvent | OfficialTestAttemptEvent> = {
  OfficialTestCreated: {
    models: test,
    evolve: (_model, _state, event) => ({
      id: event.data.testId,
      title: event.data.title,
      pass_mark: event.data.passMark,
      time_limit_minutes: event.data.timeLimitMinutes,
      questions: event.data.questions.length,
      assigned_account_ids: [],
    }),
    tags: () => ['created'],
  },
  OfficialTestAssigned: {
    models: test,
    evolve: (_model, state, event) => {
      if (!state) return state;
      const assigned = Array.isArray(state.assigned_account_ids) ? state.assigned_account_ids : [];
      return { ...state, assigned_account_ids: [...assigned, event.data.accountId] };
    },
    tags: () => ['assigned'],
  },
  OfficialTestStarted: {
    models: test,
    evolve: (_model, state, event) => state && { ...state, last_started_by: event.data.accountId },
    tags: () => ['started'],
  },
  OfficialTestSubmitted: {
    models: test,
    evolve: (_model, state, event) =>
      state && {
        ...state,
        last_submitted_by: event.data.accountId,
        last_percent: event.data.percent,
        last_passed: event.data.passed,
      },
    tags: () => ['result'],
  },
};
