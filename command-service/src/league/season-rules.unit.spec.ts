import { exampleLeague } from '@courtside/events/examples';
import { messages, type LeagueStreamEvent } from '@courtside/events';
import { describe, it } from 'vitest';
import type { CategoryState } from '../category/category';
import { deciderSpecification } from '../core/decider-specification';
import { ValidationError } from '../core/errors';
import { leagueDecider, type LeagueStreamCommand } from './decide';

// Issue 10: a league of an ended season is read-only, and a league with a result can no longer
// be deleted; both decided by the league decider, from facts looked up before deciding
// (seasonClosed: the category's season and the platform's SeasonClosed; hasResults: the
// contests' scores).

const given = deciderSpecification(leagueDecider).given;
const now = '2027-07-01T10:00:00.000Z';
const category: CategoryState = {
  status: 'created',
  categoryId: 3,
  name: 'Seniori',
  season: '2026/27',
};
const created: LeagueStreamEvent = {
  type: 'LeagueCreated',
  data: { ...exampleLeague({ leagueId: 7, categoryId: 3 }) },
};
const registered: LeagueStreamEvent = {
  type: 'TeamRegistered',
  data: { leagueId: 7, team: { id: 21, name: 'Vojvodina', fullName: null, city: null } },
};
const ended = { now, seasonClosed: true };

describe('given a league whose season has ended', () => {
  const frozen: Array<[string, LeagueStreamCommand]> = [
    [
      'an edit',
      {
        type: 'UpdateLeague',
        data: { leagueId: 7, name: 'Nova' },
        metadata: { ...ended, category: null },
      },
    ],
    [
      'a team registration',
      {
        type: 'RegisterTeam',
        data: { leagueId: 7, team: { id: 22, name: 'Partizan', fullName: null, city: null } },
        metadata: ended,
      },
    ],
    [
      'an official put on a list',
      {
        type: 'AssignLeagueOfficial',
        data: { leagueId: 7, accountId: 5, role: 'referee' },
        metadata: ended,
      },
    ],
    [
      'a schedule',
      {
        type: 'GenerateSchedule',
        data: { leagueId: 7, contestIds: [], groups: 1, arenas: {} },
        metadata: ended,
      },
    ],
    [
      'a delete',
      { type: 'DeleteLeague', data: { leagueId: 7 }, metadata: { ...ended, hasResults: false } },
    ],
  ];

  for (const [what, command] of frozen) {
    it(`refuses ${what} with the season's message and records nothing`, () => {
      given([created, registered]).when(command).thenThrows(ValidationError, messages.seasonClosed);
    });
  }

  it('still hands the league to another owner (an account being deleted)', () => {
    given([created])
      .when({
        type: 'TransferOwner',
        data: { leagueId: 7, fromAccountId: 1, toAccountId: 2 },
        metadata: { ...ended, exists: true, owner: 1 },
      })
      .then([
        { type: 'LeagueOwnerChanged', data: { leagueId: 7, fromAccountId: 1, toAccountId: 2 } },
      ]);
  });
});

describe('when a league is created in a category whose season has ended', () => {
  it('refuses it', () => {
    given([])
      .when({
        type: 'CreateLeague',
        data: { ...exampleLeague({ leagueId: 8, categoryId: 3 }) },
        metadata: { now, category, seasonClosed: true },
      })
      .thenThrows(ValidationError, messages.seasonClosed);
  });
});

describe('given a league whose season is still on', () => {
  it('accepts an edit', () => {
    given([created])
      .when({
        type: 'UpdateLeague',
        data: { leagueId: 7, name: 'Nova' },
        metadata: { now, category: null, seasonClosed: false },
      })
      .then([{ type: 'LeagueUpdated', data: { leagueId: 7, name: 'Nova' } }]);
  });
});

describe('when an organiser deletes a league', () => {
  it('deletes it while no contest of it has a score', () => {
    given([created, registered])
      .when({ type: 'DeleteLeague', data: { leagueId: 7 }, metadata: { now, hasResults: false } })
      .then([{ type: 'LeagueDeleted', data: { leagueId: 7 } }]);
  });

  it('refuses once a contest of it has a score, naming why on the league', () => {
    given([created, registered])
      .when({ type: 'DeleteLeague', data: { leagueId: 7 }, metadata: { now, hasResults: true } })
      .thenThrows(ValidationError, messages.leagueHasResults, {
        id: [messages.leagueHasResults],
      });
  });
});
