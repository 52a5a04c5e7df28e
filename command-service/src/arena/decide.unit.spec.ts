import { messages } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { arenaDecider, type CreateArena, type DeleteArena, type UpdateArena } from './decide';

const given = deciderSpecification(arenaDecider).given;
const now = '2026-09-01T10:00:00.000Z';
const data = {
  arenaId: 4,
  name: 'SPENS',
  address: 'Sutjeska 2',
  city: 'Novi Sad',
  country: 'Srbija',
  latitude: 45.2471,
  longitude: 19.8453,
};
const create: CreateArena = { type: 'CreateArena', data, metadata: { now } };
const created = { type: 'ArenaCreated' as const, data };
const deleted = { type: 'ArenaDeleted' as const, data: { arenaId: 4 } };

describe('when adding an arena', () => {
  it('records it with its address and coordinates', () => {
    given([]).when(create).then([created]);
  });

  it('refuses an id that is already taken', () => {
    given([created])
      .when(create)
      .thenThrows(ValidationError, messages.duplicates, { id: [messages.duplicates] });
  });
});

describe('when editing an arena', () => {
  const update: UpdateArena = {
    type: 'UpdateArena',
    data: { ...data, name: 'Hala SPENS', latitude: null, longitude: null },
    metadata: { now },
  };

  it('records every field as it now is', () => {
    given([created])
      .when(update)
      .then([{ type: 'ArenaUpdated', data: update.data }]);
  });

  it('answers not found for an arena never added or since deleted', () => {
    given([]).when(update).thenThrows(NotFoundError, messages.notFound);
    given([created, deleted]).when(update).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when deleting an arena', () => {
  const remove: DeleteArena = { type: 'DeleteArena', data: { arenaId: 4 }, metadata: { now } };

  it('records that it was deleted, once', () => {
    given([created]).when(remove).then([deleted]);
    given([created, deleted]).when(remove).thenThrows(NotFoundError, messages.notFound);
  });
});
