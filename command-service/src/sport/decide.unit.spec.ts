import { messages } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { sportDecider, type CreateSport, type DeleteSport, type UpdateSport } from './decide';

const given = deciderSpecification(sportDecider).given;
const now = '2026-09-01T10:00:00.000Z';
const data = { sportId: 2, name: 'Košarka', showOnScheduling: true };
const create: CreateSport = { type: 'CreateSport', data, metadata: { now } };
const created = { type: 'SportCreated' as const, data };
const deleted = { type: 'SportDeleted' as const, data: { sportId: 2 } };

describe('when adding a sport', () => {
  it('records it with its scheduling flag', () => {
    given([]).when(create).then([created]);
  });

  it('refuses an id that is already taken', () => {
    given([created])
      .when(create)
      .thenThrows(ValidationError, messages.duplicates, { id: [messages.duplicates] });
  });
});

describe('when editing a sport', () => {
  const update: UpdateSport = {
    type: 'UpdateSport',
    data: { ...data, showOnScheduling: false },
    metadata: { now },
  };

  it('records the new flag', () => {
    given([created])
      .when(update)
      .then([{ type: 'SportUpdated', data: update.data }]);
  });

  it('answers not found for a deleted sport', () => {
    given([created, deleted]).when(update).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when deleting a sport', () => {
  const remove: DeleteSport = { type: 'DeleteSport', data: { sportId: 2 }, metadata: { now } };

  it('records that it was deleted, once', () => {
    given([created]).when(remove).then([deleted]);
    given([created, deleted]).when(remove).thenThrows(NotFoundError, messages.notFound);
  });
});
