import { messages } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { ValidationError } from '../core/errors';
import { categoryDecider, type CreateCategory } from './decide';

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
