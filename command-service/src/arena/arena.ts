import type { ArenaEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** What the write model remembers about an arena: whether it exists. */
export type ArenaState =
  | { status: 'absent' }
  | { status: 'created'; arenaId: number; name: string }
  | { status: 'deleted'; arenaId: number };

export const initialState = (): ArenaState => ({ status: 'absent' });

export function evolve(state: ArenaState, event: ArenaEvent): ArenaState {
  switch (event.type) {
    case 'ArenaCreated':
    case 'ArenaUpdated':
      return { status: 'created', arenaId: event.data.arenaId, name: event.data.name };
    case 'ArenaDeleted':
      return { status: 'deleted', arenaId: event.data.arenaId };
    default:
      return assertNever(event);
  }
}
