import { messages, type LeagueEvent } from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { describe, it } from 'vitest';
import type { CategoryState } from '../category/category';
import { deciderSpecification } from '../core/decider-specification';
import { NotFoundError, ValidationError } from '../core/errors';
import { leagueDecider, type CreateLeague, type RegisterTeam } from './decide';

const given = deciderSpecification(leagueDecider).given;
const now = '2026-09-01T10:00:00.000Z';
const category: CategoryState = {
  status: 'created',
  categoryId: 3,
  name: 'Seniori',
  season: '2026/27',
};

function createLeague(
  data: Partial<CreateLeague['data']> = {},
  context: CategoryState | null = category,
): CreateLeague {
  return {
    type: 'CreateLeague',
    data: { ...exampleLeague({ categoryId: 3, city: 'Novi Sad' }), ...data },
    metadata: { now, category: context },
  };
}

const created: LeagueEvent = { type: 'LeagueCreated', data: createLeague().data };
const registered = (id: number, name: string): LeagueEvent => ({
  type: 'TeamRegistered',
  data: { leagueId: 7, team: { id, name, fullName: null, city: null } },
});
const register = (id: number, name: string): RegisterTeam => ({
  type: 'RegisterTeam',
  data: { leagueId: 7, team: { id, name, fullName: `${name} full`, city: 'Subotica' } },
  metadata: { now },
});

describe('when creating a league', () => {
  it('records it with its limits', () => {
    given([]).when(createLeague()).then([created]);
  });

  it('accepts 4 rounds and 20 teams, the largest league there is', () => {
    const command = createLeague({ rounds: 4, numberOfTeams: 20 });
    given([])
      .when(command)
      .then([{ type: 'LeagueCreated', data: command.data }]);
  });

  it('accepts a league without a category', () => {
    const command = createLeague({ categoryId: null }, null);
    given([])
      .when(command)
      .then([{ type: 'LeagueCreated', data: command.data }]);
  });

  it('refuses more than 4 rounds', () => {
    given([])
      .when(createLeague({ rounds: 5 }))
      .thenThrows(ValidationError, messages.maxRounds, { rounds: [messages.maxRounds] });
  });

  it('refuses fewer than one round', () => {
    given([])
      .when(createLeague({ rounds: 0 }))
      .thenThrows(ValidationError, messages.validNumber, { rounds: [messages.validNumber] });
  });

  it('refuses more than 20 teams', () => {
    given([])
      .when(createLeague({ numberOfTeams: 21 }))
      .thenThrows(ValidationError, messages.maxTeams, { number_of_teams: [messages.maxTeams] });
  });

  it('refuses a league of fewer than two teams', () => {
    given([])
      .when(createLeague({ numberOfTeams: 1 }))
      .thenThrows(ValidationError, messages.validNumber, {
        number_of_teams: [messages.validNumber],
      });
  });

  it('reports every broken limit at once', () => {
    given([])
      .when(createLeague({ rounds: 9, numberOfTeams: 30 }))
      .thenThrows(ValidationError, messages.maxRounds, {
        rounds: [messages.maxRounds],
        number_of_teams: [messages.maxTeams],
      });
  });

  it('refuses a category that does not exist', () => {
    given([])
      .when(createLeague({}, { status: 'absent' }))
      .thenThrows(ValidationError, messages.notFound, { category_id: [messages.notFound] });
  });

  it('refuses an id that is already taken', () => {
    given([created])
      .when(createLeague())
      .thenThrows(ValidationError, messages.duplicates, { id: [messages.duplicates] });
  });
});

describe('when registering a team', () => {
  it('records the team in the league', () => {
    given([created])
      .when(register(11, 'Vojvodina'))
      .then([
        {
          type: 'TeamRegistered',
          data: {
            leagueId: 7,
            team: { id: 11, name: 'Vojvodina', fullName: 'Vojvodina full', city: 'Subotica' },
          },
        },
      ]);
  });

  it('refuses a league that does not exist', () => {
    given([]).when(register(11, 'Vojvodina')).thenThrows(NotFoundError, messages.notFound);
  });

  it('refuses a name already registered, whatever its case and spacing', () => {
    given([created, registered(11, 'Vojvodina')])
      .when(register(12, '  vojvodina '))
      .thenThrows(ValidationError, messages.duplicates, { name: [messages.duplicates] });
  });

  it('refuses a team once the league has all its teams', () => {
    const full = [created, ...['A', 'B', 'C', 'D'].map((name, i) => registered(20 + i, name))];
    given(full)
      .when(register(30, 'E'))
      .thenThrows(ValidationError, messages.maxTeams, { name: [messages.maxTeams] });
  });

  it('accepts the last free place', () => {
    const three = [created, ...['A', 'B', 'C'].map((name, i) => registered(20 + i, name))];
    given(three)
      .when(register(30, 'D'))
      .then([
        {
          type: 'TeamRegistered',
          data: { leagueId: 7, team: { id: 30, name: 'D', fullName: 'D full', city: 'Subotica' } },
        },
      ]);
  });
});

describe('when renaming league teams', () => {
  const rename = (...renames: [number, string][]) => ({
    type: 'RenameLeagueTeams' as const,
    data: { leagueId: 7, renames: renames.map(([teamId, name]) => ({ teamId, name })) },
    metadata: { now },
  });
  const teams = [created, registered(1, 'KK Sloga'), registered(2, 'KK Borac')];

  it('records the trimmed name, and nothing for the same name again', () => {
    given(teams)
      .when(rename([1, '  KK Sloga Kraljevo ']))
      .then([
        { type: 'LeagueTeamRenamed', data: { leagueId: 7, teamId: 1, name: 'KK Sloga Kraljevo' } },
      ]);
    given(teams)
      .when(rename([1, 'KK Sloga']))
      .then([]);
  });

  it('lets two teams swap names, checked on the names they end with', () => {
    given(teams)
      .when(rename([1, 'KK Borac'], [2, 'KK Sloga']))
      .then([
        { type: 'LeagueTeamRenamed', data: { leagueId: 7, teamId: 1, name: 'KK Borac' } },
        { type: 'LeagueTeamRenamed', data: { leagueId: 7, teamId: 2, name: 'KK Sloga' } },
      ]);
  });

  it('refuses an empty, too long or taken name, and two new names alike', () => {
    given(teams)
      .when(rename([1, ' ']))
      .thenThrows(ValidationError, messages.required, { 'renames.0.name': [messages.required] });
    given(teams)
      .when(rename([1, 'K'.repeat(256)]))
      .thenThrows(ValidationError, messages.validName, { 'renames.0.name': [messages.validName] });
    given(teams)
      .when(rename([1, 'kk borac']))
      .thenThrows(ValidationError, messages.duplicates, {
        'renames.0.name': [messages.duplicates],
      });
    given(teams)
      .when(rename([1, 'KK Novi'], [2, 'kk novi']))
      .thenThrows(ValidationError, messages.duplicates, {
        'renames.0.name': [messages.duplicates],
        'renames.1.name': [messages.duplicates],
      });
    given(teams)
      .when(rename([3, 'KK Novi']))
      .thenThrows(ValidationError, messages.notFound, { 'renames.0.team_id': [messages.notFound] });
  });
});
