import type { TeamEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** What the write model remembers about a team: whether it exists, and its name. */
export type TeamState =
  | { status: 'absent' }
  | { status: 'created'; teamId: number; name: string }
  | { status: 'deleted'; teamId: number };

export const initialState = (): TeamState => ({ status: 'absent' });

export function evolve(state: TeamState, event: TeamEvent): TeamState {
  switch (event.type) {
    case 'TeamCreated':
    case 'TeamUpdated':
      return { status: 'created', teamId: event.data.teamId, name: event.data.name };
    case 'TeamDeleted':
      return { status: 'deleted', teamId: event.data.teamId };
    default:
      return assertNever(event);
  }
}
