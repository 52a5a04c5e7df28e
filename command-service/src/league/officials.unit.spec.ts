import { messages, type LeagueStreamEvent, type LeagueOfficialAssigned } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { leagueDecider } from './decide';
import type { LeagueOfficialsCommand } from './officials';

const now = '2026-09-01T10:00:00.000Z';
const created: LeagueStreamEvent = { type: 'LeagueCreated', data: exampleLeague() };
const official: LeagueOfficialAssigned['data'] = { leagueId: 7, accountId: 12, role: 'referee' };
const assign = (data = official): LeagueOfficialsCommand => ({
  type: 'AssignLeagueOfficial',
  data,
  metadata: { now },
});
const unassign = (data = official): LeagueOfficialsCommand => ({
  type: 'UnassignLeagueOfficial',
  data,
  metadata: { now },
});
const assigned: LeagueStreamEvent = { type: 'LeagueOfficialAssigned', data: official };

describe('when putting an official on a league list', () => {
  const given = deciderSpecification(leagueDecider).given;

  it('records the assignment', () => {
    given([created]).when(assign()).then([assigned]);
  });

  it('refuses the same account twice in the same role', () => {
    given([created, assigned])
      .when(assign())
      .thenThrows(ValidationError, messages.duplicates, { account_id: [messages.duplicates] });
  });

  it('accepts the same account in another role', () => {
    const delegate = { ...official, role: 'delegate' as const };
    given([created, assigned])
      .when(assign(delegate))
      .then([{ type: 'LeagueOfficialAssigned', data: delegate }]);
  });

  it('accepts an account again after it was taken off the list', () => {
    given([created, assigned, { type: 'LeagueOfficialUnassigned', data: official }])
      .when(assign())
      .then([assigned]);
  });

  it('answers not found for a league that does not exist', () => {
    given([]).when(assign()).thenThrows(NotFoundError, messages.notFound);
  });
});

describe('when taking an official off a league list', () => {
  const given = deciderSpecification(leagueDecider).given;

  it('records the removal', () => {
    given([created, assigned])
      .when(unassign())
      .then([{ type: 'LeagueOfficialUnassigned', data: official }]);
  });

  it('answers not found when the account is not on that list', () => {
    given([created, assigned])
      .when(unassign({ ...official, role: 'statistician' }))
      .thenThrows(NotFoundError, messages.notFound);
  });
});
