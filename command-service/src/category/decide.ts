import { messages, type CategoryEvent } from '@courtside/events';
import { assertNever, type Command, type Decider } from '../core/decider';
import { ValidationError } from '../core/errors';
import { evolve, initialState, type CategoryState } from './category';

export type CreateCategory = Command<
  'CreateCategory',
  { categoryId: number; name: string; season: string; public: boolean; tabindex: number }
>;

export type CategoryCommand = CreateCategory;

export function decide(command: CategoryCommand, state: CategoryState): CategoryEvent[] {
  switch (command.type) {
    case 'CreateCategory': {
      // Ids come from a sequence, so this only happens when a caller reuses an id by hand.
      if (state.status !== 'absent') throw ValidationError.field('id', messages.duplicates);
      return [{ type: 'CategoryCreated', data: { ...command.data } }];
    }
    default:
      return assertNever(command.type);
  }
}

export const categoryDecider: Decider<CategoryCommand, CategoryState, CategoryEvent> = {
  decide,
  evolve,
  initialState,
};
