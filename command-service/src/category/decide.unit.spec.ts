import { messages } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import {
  categoryDecider,
  type CreateCategory,
  type DeleteCategory,
  type MoveCategory,
  type UpdateCategory,
} from './decide';

const given = deciderSpecification(categoryDecider).given;
const now = '2026-09-01T10:00:00.000Z';
const create: CreateCategory = {
  type: 'CreateCategory',
  data: { categoryId: 1, name: 'Seniori', season: '2026/27', public: true, tabindex: 0 },
  metadata: { now },
};

describe('when creating a category', () => {
  it('records that it was created', () => {
    given([])
      .when(create)
      .then([{ type: 'CategoryCreated', data: create.data }]);
  });

  it('refuses an id that is already taken', () => {
    given([{ type: 'CategoryCreated', data: create.data }])
      .when(create)
      .thenThrows(ValidationError, messages.duplicates, { id: [messages.duplicates] });
  });
});

const created = { type: 'CategoryCreated' as const, data: create.data };
const deleted = { type: 'CategoryDeleted' as const, data: { categoryId: 1 } };

describe('when editing a category', () => {
  const update: UpdateCategory = {
    type: 'UpdateCategory',
    data: { categoryId: 1, name: 'Juniori', season: '2027/28', public: false },
    metadata: { now },
  };

  it('records the new name, season and public flag', () => {
    given([created])
      .when(update)
      .then([{ type: 'CategoryUpdated', data: update.data }]);
  });

  it('answers not found for a category that was never created', () => {
    given([]).when(update).thenThrows(NotFoundError, messages.notFound);
  });

  it('answers not found for a deleted category', () => {
    given([created, deleted]).when(update).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when moving a category', () => {
  const move: MoveCategory = {
    type: 'MoveCategory',
    data: { categoryId: 1, tabindex: 3 },
    metadata: { now },
  };

  it('records the position it moves to', () => {
    given([created])
      .when(move)
      .then([{ type: 'CategoryMoved', data: { categoryId: 1, tabindex: 3 } }]);
  });

  it('answers not found for a deleted category', () => {
    given([created, deleted]).when(move).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when deleting a category', () => {
  const remove: DeleteCategory = {
    type: 'DeleteCategory',
    data: { categoryId: 1 },
    metadata: { now },
  };

  it('records that it was deleted', () => {
    given([created]).when(remove).then([deleted]);
  });

  it('answers not found the second time', () => {
    given([created, deleted]).when(remove).thenThrows(NotFoundError, messages.notFound);
  });
});
