import { messages, type ContestStreamEvent } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { contestDecider, type AssignContestOfficials } from './decide';

const now = '2026-09-01T10:00:00.000Z';

describe('when setting a contest’s officials', () => {
  const given = deciderSpecification(contestDecider).given;
  const scheduled: ContestStreamEvent = {
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
  const crewAssigned: ContestStreamEvent = {
    type: 'ContestOfficialsAssigned',
    data: { contestId: 30, leagueId: 7, officials: crew },
  };

  it('records the whole crew with the contest’s league', () => {
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

  it('answers not found for a contest that does not exist', () => {
    given([]).when(command(crew)).thenThrows(NotFoundError, messages.notFound);
  });
});
