import type { SportEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** What the write model remembers about a sport: whether it exists. */
export type SportState =
  | { status: 'absent' }
  | { status: 'created'; sportId: number; name: string }
  | { status: 'deleted'; sportId: number };

export const initialState = (): SportState => ({ status: 'absent' });

export function evolve(state: SportState, event: SportEvent): SportState {
  switch (event.type) {
    case 'SportCreated':
    case 'SportUpdated':
      return { status: 'created', sportId: event.data.sportId, name: event.data.name };
    case 'SportDeleted':
      return { status: 'deleted', sportId: event.data.sportId };
    default:
      return assertNever(event);
  }
}
