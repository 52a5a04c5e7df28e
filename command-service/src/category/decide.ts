import { type CategoryEvent } from '@courtside/events';
import { assertNever, type Command, type Decider } from '../core/decider';
import { NotFoundError, ValidationError } from '../core/errors';
import { evolve, initialState, type CategoryState } from './category';

export type CreateCategory = Command<
  'CreateCategory',
  { categoryId: number; name: string; season: string; public: boolean; tabindex: number }
>;

export type UpdateCategory = Command<
  'UpdateCategory',
  { categoryId: number; name: string; season: string; public: boolean }
>;

export type MoveCategory = Command<'MoveCategory', { categoryId: number; tabindex: number }>;

export type DeleteCategory = Command<'DeleteCategory', { categoryId: number }>;

export type CategoryCommand = CreateCategory | UpdateCategory | MoveCategory | DeleteCategory;

export function decide(command: CategoryCommand, state: CategoryState): CategoryEvent[] {
  switch (command.type) {
    case 'CreateCategory': {
      // Ids come from a sequence, so this only happens when a caller reuses an id by hand.
      if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
      return [{ type: 'CategoryCreated', data: { ...command.data } }];
    }
    case 'UpdateCategory': {
      if (state.status !== 'created') throw new NotFoundError();
      return [{ type: 'CategoryUpdated', data: { ...command.data } }];
    }
    case 'MoveCategory': {
      if (state.status !== 'created') throw new NotFoundError();
      return [{ type: 'CategoryMoved', data: { ...command.data } }];
    }
    case 'DeleteCategory': {
      if (state.status !== 'created') throw new NotFoundError();
      return [{ type: 'CategoryDeleted', data: { categoryId: command.data.categoryId } }];
    }
    default:
      return assertNever(command);
  }
}

export const categoryDecider: Decider<CategoryCommand, CategoryState, CategoryEvent> = {
  decide,
  evolve,
  initialState,
};
