import {
  fibaStandingsConfig,
  messages,
  type LeagueStreamEvent,
  type LeagueCreated,
} from '@courtside/events';
import { exampleLeague } from '@courtside/events/examples';
import { describe, it } from 'vitest';
import type { CategoryState } from '../category/category';
import { deciderSpecification } from '../core/decider-specification';
import { leagueDecider } from './decide';
import { NotFoundError, ValidationError } from '../core/errors';
import { type UpdateLeague } from './update';

const given = deciderSpecification(leagueDecider).given;
const now = '2026-09-01T10:00:00.000Z';
const category: CategoryState = {
  status: 'created',
  categoryId: 4,
  name: 'Juniori',
  season: '2026/27',
};

const created: LeagueCreated = {
  type: 'LeagueCreated',
  data: exampleLeague({ city: 'Novi Sad' }),
};
const registered = (id: number): LeagueStreamEvent => ({
  type: 'TeamRegistered',
  data: { leagueId: 7, team: { id, name: `Tim ${id}`, fullName: null, city: null } },
});

function update(
  data: Omit<UpdateLeague['data'], 'leagueId'>,
  chosen: CategoryState | null = null,
): UpdateLeague {
  return {
    type: 'UpdateLeague',
    data: { leagueId: 7, ...data },
    metadata: { now, category: chosen },
  };
}

describe('when editing a league', () => {
  it('records only the fields whose values changed', () => {
    given([created])
      .when(update({ name: 'Prva liga Srbije', city: 'Novi Sad', rounds: 2, public: false }))
      .then([
        { type: 'LeagueUpdated', data: { leagueId: 7, name: 'Prva liga Srbije', public: false } },
      ]);
  });

  it('records nothing when nothing changed', () => {
    given([created])
      .when(update({ name: 'Prva liga', rounds: 2 }))
      .then([]);
  });

  it('records nothing when the FIBA points and zero fees a league starts with are sent back', () => {
    given([created])
      .when(
        update({
          standingsConfig: fibaStandingsConfig,
          fees: { delegate: 0, referee: 0, statistician: 0 },
          videoZone: false,
          apiIntegration: false,
        }),
      )
      .then([]);
  });

  it("opens the league's videos to all approved clubs, off until then", () => {
    given([created])
      .when(update({ videoOpenToClubs: false }))
      .then([]);
    given([created])
      .when(update({ videoOpenToClubs: true }))
      .then([{ type: 'LeagueUpdated', data: { leagueId: 7, videoOpenToClubs: true } }]);
    given([created, { type: 'LeagueUpdated', data: { leagueId: 7, videoOpenToClubs: true } }])
      .when(update({ videoOpenToClubs: true }))
      .then([]);
  });

  it('records new fees and standings points', () => {
    const fees = { delegate: 50, referee: 40, statistician: 20 };
    const standingsConfig = { ...fibaStandingsConfig, win: 3, loss: 0 };
    given([created])
      .when(update({ fees, standingsConfig, videoZone: true }))
      .then([
        { type: 'LeagueUpdated', data: { leagueId: 7, fees, standingsConfig, videoZone: true } },
      ]);
  });

  it('compares against the latest edit, not the creation', () => {
    const earlier: LeagueStreamEvent = {
      type: 'LeagueUpdated',
      data: { leagueId: 7, name: 'Nova' },
    };
    given([created, earlier])
      .when(update({ name: 'Nova' }))
      .then([]);
  });

  it('moves the league into an existing category', () => {
    given([created])
      .when(update({ categoryId: 4 }, category))
      .then([{ type: 'LeagueUpdated', data: { leagueId: 7, categoryId: 4 } }]);
  });

  it('refuses a category that does not exist', () => {
    given([created])
      .when(update({ categoryId: 9 }, { status: 'absent' }))
      .thenThrows(ValidationError, messages.notFound, { category_id: [messages.notFound] });
  });

  it('refuses more than 4 rounds and more than 20 teams, naming both fields', () => {
    given([created])
      .when(update({ rounds: 5, numberOfTeams: 21 }))
      .thenThrows(ValidationError, messages.maxRounds, {
        rounds: [messages.maxRounds],
        number_of_teams: [messages.maxTeams],
      });
  });

  it('refuses fewer places than teams already registered', () => {
    given([created, registered(1), registered(2), registered(3)])
      .when(update({ numberOfTeams: 2 }))
      .thenThrows(ValidationError, messages.validNumber, {
        number_of_teams: [messages.validNumber],
      });
  });

  it('answers not found for a league that does not exist', () => {
    given([])
      .when(update({ name: 'X' }))
      .thenThrows(NotFoundError, messages.notFound);
  });
});
