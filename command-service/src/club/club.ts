import type { ClubEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** What the write model remembers about a club: whether it exists, and its name. */
export type ClubState =
  | { status: 'absent' }
  | { status: 'created'; clubId: number; name: string }
  | { status: 'deleted'; clubId: number };

export const initialState = (): ClubState => ({ status: 'absent' });

export function evolve(state: ClubState, event: ClubEvent): ClubState {
  switch (event.type) {
    case 'ClubCreated':
    case 'ClubUpdated':
      return { status: 'created', clubId: event.data.clubId, name: event.data.name };
    case 'ClubDeleted':
      return { status: 'deleted', clubId: event.data.clubId };
    default:
      return assertNever(event);
  }
}
