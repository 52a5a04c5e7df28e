import { messages, type CourtsideEvent, type LeagueOfficialAssigned } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import {
  contestCrewDecider,
  leagueOfficialsDecider,
  type AssignContestOfficials,
  type LeagueOfficialsCommand,
} from './officials';

const now = '2026-09-01T10:00:00.000Z';
const created: CourtsideEvent = {
  type: 'LeagueCreated',
  data: {
    leagueId: 7,
    kind: 'league',
    name: 'Prva liga',
    email: null,
    sortIndex: 0,
    public: true,
    numberOfTeams: 4,
    rounds: 2,
    weeks: null,
    startDate: '2026-10-01',
    categoryId: null,
    city: null,
    recreational: false,
  },
};
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
const assigned: CourtsideEvent = { type: 'LeagueOfficialAssigned', data: official };

describe('when putting an official on a league list', () => {
  const given = deciderSpecification(leagueOfficialsDecider).given;

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
  const given = deciderSpecification(leagueOfficialsDecider).given;

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

describe('when setting a match’s officials', () => {
  const given = deciderSpecification(contestCrewDecider).given;
  const scheduled: CourtsideEvent = {
    type: 'ContestScheduled',
    data: {
      contestId: 30,
      leagueId: 7,
      round: 1,
      time: '2026-10-01T18:00:00Z',
      location: null,
      firstTeamId: 1,
      secondTeamId: 2,
    },
  };
  const crew = [
    { accountId: 12, role: 'delegate' as const },
    { accountId: 13, role: 'referee' as const },
    { accountId: 14, role: 'referee' as const },
  ];
  const command = (
    officials: AssignContestOfficials['data']['officials'],
  ): AssignContestOfficials => ({
    type: 'AssignContestOfficials',
    data: { contestId: 30, officials },
    metadata: { now },
  });
  const crewAssigned: CourtsideEvent = {
    type: 'ContestOfficialsAssigned',
    data: { contestId: 30, leagueId: 7, officials: crew },
  };

  it('records the whole crew with the match’s league', () => {
    given([scheduled]).when(command(crew)).then([crewAssigned]);
  });

  it('records nothing when the same crew is sent again, in any order', () => {
    given([scheduled, crewAssigned])
      .when(command([...crew].reverse()))
      .then([]);
  });

  it('records an emptied crew', () => {
    given([scheduled, crewAssigned])
      .when(command([]))
      .then([
        { type: 'ContestOfficialsAssigned', data: { contestId: 30, leagueId: 7, officials: [] } },
      ]);
  });

  it('refuses one person in two places of the crew', () => {
    given([scheduled])
      .when(command([...crew, { accountId: 12, role: 'statistician' }]))
      .thenThrows(ValidationError, messages.duplicates, { statistician_id: [messages.duplicates] });
  });

  it('refuses a fourth referee', () => {
    const referees = [21, 22, 23, 24].map((accountId) => ({ accountId, role: 'referee' as const }));
    given([scheduled])
      .when(command(referees))
      .thenThrows(ValidationError, messages.maxReferees, { referee_ids: [messages.maxReferees] });
  });

  it('answers not found for a match that does not exist', () => {
    given([]).when(command(crew)).thenThrows(NotFoundError, messages.notFound);
  });
});
