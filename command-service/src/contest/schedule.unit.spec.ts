import { messages } from '@courtside/events';
import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification';
import { ValidationError } from '../core/errors';
import type { LeagueState } from '../league/league';
import { league, scheduled, scheduledData } from './contest-given';
import { contestDecider, type ScheduleContest } from './decide';

const given = deciderSpecification(contestDecider).given;

function schedule(data: Partial<ScheduleContest['data']> = {}, context: LeagueState = league) {
  const command: ScheduleContest = {
    type: 'ScheduleContest',
    data: { ...scheduledData, ...data },
    metadata: { now: '2026-09-01T10:00:00.000Z', league: context },
  };
  return command;
}

describe('when scheduling a contest', () => {
  it('records it', () => {
    given([]).when(schedule()).then([scheduled]);
  });

  it('refuses the same team at home and away', () => {
    given([])
      .when(schedule({ secondTeamId: 11 }))
      .thenThrows(ValidationError, messages.homeAwayDiffer, {
        second_team_id: [messages.homeAwayDiffer],
      });
  });

  it('refuses a home team not registered in the league', () => {
    given([])
      .when(schedule({ firstTeamId: 99 }))
      .thenThrows(ValidationError, messages.teamNotInLeague, {
        first_team_id: [messages.teamNotInLeague],
      });
  });

  it('refuses an away team not registered in the league', () => {
    given([])
      .when(schedule({ secondTeamId: 99 }))
      .thenThrows(ValidationError, messages.teamNotInLeague, {
        second_team_id: [messages.teamNotInLeague],
      });
  });

  it('refuses a league that does not exist', () => {
    given([])
      .when(schedule({}, { status: 'absent' }))
      .thenThrows(ValidationError, messages.notFound, { league_id: [messages.notFound] });
  });

  it('refuses an id that is already taken', () => {
    given([scheduled])
      .when(schedule())
      .thenThrows(ValidationError, messages.duplicates, { id: [messages.duplicates] });
  });
});
