import type { CategoryEvent } from '@courtside/events';
import { assertNever } from '../core/decider';

/** What the write model needs to remember about a category: whether it exists. */
export type CategoryState =
  { status: 'absent' } | { status: 'created'; categoryId: number; name: string; season: string };

export const initialState = (): CategoryState => ({ status: 'absent' });

export function evolve(state: CategoryState, event: CategoryEvent): CategoryState {
  switch (event.type) {
    case 'CategoryCreated':
      return {
        status: 'created',
        categoryId: event.data.categoryId,
        name: event.data.name,
        season: event.data.season,
      };
    default:
      return assertNever(event.type);
  }
}
