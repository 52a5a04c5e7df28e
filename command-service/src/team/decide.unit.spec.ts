import { messages } from '@courtside/events';
import { describe, it } from 'vitest';
import type { ArenaState } from '../arena/arena';
import type { CategoryState } from '../category/category';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import {
  teamDecider,
  type CreateTeam,
  type DeleteTeam,
  type TeamContext,
  type TeamData,
  type UpdateTeam,
} from './decide';

const given = deciderSpecification(teamDecider).given;
const now = '2026-09-01T10:00:00.000Z';
const category: CategoryState = {
  status: 'created',
  categoryId: 3,
  name: 'Seniori',
  season: '2026/27',
};
const arena: ArenaState = { status: 'created', arenaId: 4, name: 'SPENS' };
const context: TeamContext = { now, category, arena };
const data: TeamData = {
  teamId: 9,
  name: 'Vojvodina',
  fullName: 'KK Vojvodina',
  region: 'Vojvodina',
  categoryId: 3,
  city: 'Novi Sad',
  arenaId: 4,
  link: 'https://kkvojvodina.rs',
  logo: '/api/uploads/teams/abc.png',
  recreational: false,
  isAbsent: false,
  licences: [{ number: 'L-100', season: '2026/27' }],
};
const created = { type: 'TeamCreated' as const, data };
const deleted = { type: 'TeamDeleted' as const, data: { teamId: 9 } };

function create(changes: Partial<TeamData> = {}, metadata: TeamContext = context): CreateTeam {
  return { type: 'CreateTeam', data: { ...data, ...changes }, metadata };
}

describe('when adding a team', () => {
  it('records it with every field', () => {
    given([]).when(create()).then([created]);
  });

  it('records a team without category or arena', () => {
    const bare = create({ categoryId: null, arenaId: null }, { now, category: null, arena: null });
    given([])
      .when(bare)
      .then([{ type: 'TeamCreated', data: bare.data }]);
  });

  it('refuses a category that does not exist or was deleted', () => {
    const deletedCategory: CategoryState = { status: 'deleted', categoryId: 3 };
    given([])
      .when(create({}, { ...context, category: deletedCategory }))
      .thenThrows(ValidationError, messages.invalid, { category_id: [messages.unknownCategory] });
  });

  it('refuses an arena that does not exist', () => {
    given([])
      .when(create({}, { ...context, arena: { status: 'absent' } }))
      .thenThrows(ValidationError, messages.invalid, { arena_id: [messages.unknownArena] });
  });

  it('refuses the same licence number twice', () => {
    const licences = [
      { number: 'L-100', season: '2026/27' },
      { number: 'l-100', season: '2025/26' },
    ];
    given([])
      .when(create({ licences }))
      .thenThrows(ValidationError, messages.invalid, {
        'licences[1].number': [messages.duplicates],
      });
  });

  it('refuses an id that is already taken', () => {
    given([created])
      .when(create())
      .thenThrows(ValidationError, messages.duplicates, { id: [messages.duplicates] });
  });
});

describe('when editing a team', () => {
  const update = (changes: Partial<TeamData>, metadata = context): UpdateTeam => ({
    type: 'UpdateTeam',
    data: { ...data, ...changes },
    metadata,
  });

  it('records every field as it now is', () => {
    const edit = update({ name: 'Vojvodina NS', isAbsent: true, licences: [] });
    given([created])
      .when(edit)
      .then([{ type: 'TeamUpdated', data: edit.data }]);
  });

  it('checks the category and arena again', () => {
    given([created])
      .when(update({}, { now, category: null, arena: { status: 'deleted', arenaId: 4 } }))
      .thenThrows(ValidationError, messages.invalid, {
        category_id: [messages.unknownCategory],
        arena_id: [messages.unknownArena],
      });
  });

  it('answers not found for a team never added or since deleted', () => {
    given([]).when(update({})).thenThrows(NotFoundError, messages.notFound);
    given([created, deleted]).when(update({})).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when deleting a team', () => {
  const remove: DeleteTeam = { type: 'DeleteTeam', data: { teamId: 9 }, metadata: { now } };

  it('records that it was deleted, once', () => {
    given([created]).when(remove).then([deleted]);
    given([created, deleted]).when(remove).thenThrows(NotFoundError, messages.notFound);
  });
});
