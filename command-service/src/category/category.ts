import type { CategoryEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** What the write model needs to remember about a category: whether it exists, and its name. */
export type CategoryState =
  | { status: 'absent' }
  | { status: 'created'; categoryId: number; name: string; season: string }
  | { status: 'deleted'; categoryId: number };

export const initialState = (): CategoryState => ({ status: 'absent' });

export function evolve(state: CategoryState, event: CategoryEvent): CategoryState {
  switch (event.type) {
    case 'CategoryCreated':
    case 'CategoryUpdated':
      return {
        status: 'created',
        categoryId: event.data.categoryId,
        name: event.data.name,
        season: event.data.season,
      };
    case 'CategoryMoved':
      return state;
    case 'CategoryDeleted':
      return { status: 'deleted', categoryId: event.data.categoryId };
    default:
      return assertNever(event);
  }
}

/** True when the category exists and is not deleted: what other aggregates may refer to. */
export function isLiveCategory(state: CategoryState): boolean {
  return state.status === 'created';
}
