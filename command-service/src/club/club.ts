import type { ClubEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** What the write model remembers about a club: whether it exists, its name and its teams. */
export type ClubState =
  | { status: 'absent' }
  | { status: 'created'; clubId: number; name: string; teamIds: number[] }
  | { status: 'deleted'; clubId: number };

export const initialState = (): ClubState => ({ status: 'absent' });

export function evolve(state: ClubState, event: ClubEvent): ClubState {
  switch (event.type) {
    case 'ClubCreated':
    case 'ClubUpdated':
      return {
        status: 'created',
        clubId: event.data.clubId,
        name: event.data.name,
        teamIds: event.data.teamIds,
      };
    case 'ClubDeleted':
      return { status: 'deleted', clubId: event.data.clubId };
    default:
      return assertNever(event);
  }
}
