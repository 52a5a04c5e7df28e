import type { OfficialTestCreated, OfficialTestEvent } from '@courtside/events';
import { assertNever, type Command, type Decider } from '../core/decider';
import { NotFoundError, ValidationError } from '../core/errors';
import { evolve, initialState, type OfficialTestState } from './official-test';

export type CreateOfficialTest = Command<'CreateOfficialTest', OfficialTestCreated['data']>;
export type AssignOfficialTest = Command<
  'AssignOfficialTest',
  { testId: number; accountIds: number[] }
>;
export type OfficialTestCommand = CreateOfficialTest | AssignOfficialTest;

/** `official-test-<id>`: a test is written once and given to officials; a repeat gives nothing. */
export function decide(
  command: OfficialTestCommand,
  state: OfficialTestState,
): OfficialTestEvent[] {
  switch (command.type) {
    case 'CreateOfficialTest':
      if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
      return [{ type: 'OfficialTestCreated', data: command.data }];
    case 'AssignOfficialTest': {
      if (state.status !== 'created') throw new NotFoundError();
      const fresh = [...new Set(command.data.accountIds)].filter((id) => !state.assigned.has(id));
      return fresh.map((accountId) => ({
        type: 'OfficialTestAssigned' as const,
        data: { testId: state.testId, accountId },
      }));
    }
    default:
      return assertNever(command);
  }
}

export const officialTestDecider: Decider<
  OfficialTestCommand,
  OfficialTestState,
  OfficialTestEvent
> = { decide, evolve, initialState };
