import {
  leagueLimits,
  type LeagueCreated,
  type LeagueEvent,
  type TeamRegistered,
} from '@courtside/events';
import type { CategoryState } from '../category/category';
import { assertNever, type Command, type Decider, type DecisionMetadata } from '../core/decider';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import { evolve, initialState, sameTeamName, type LeagueState } from './league';

export type CreateLeague = Command<
  'CreateLeague',
  LeagueCreated['data'],
  /** The chosen category's state, read by the handler; null when no category was chosen. */
  DecisionMetadata & { category: CategoryState | null }
>;
export type RegisterTeam = Command<'RegisterTeam', TeamRegistered['data']>;

export type LeagueCommand = CreateLeague | RegisterTeam;

export function decide(command: LeagueCommand, state: LeagueState): LeagueEvent[] {
  switch (command.type) {
    case 'CreateLeague':
      return createLeague(command, state);
    case 'RegisterTeam':
      return registerTeam(command, state);
    default:
      return assertNever(command);
  }
}

function createLeague({ data, metadata }: CreateLeague, state: LeagueState): LeagueEvent[] {
  if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
  const errors: FieldErrors = {};
  if (data.rounds > leagueLimits.maxRounds) errors.rounds = [{ key: 'maxRounds' }];
  else if (data.rounds < leagueLimits.minRounds) errors.rounds = [{ key: 'validNumber' }];
  if (data.numberOfTeams > leagueLimits.maxTeams) errors.number_of_teams = [{ key: 'maxTeams' }];
  else if (data.numberOfTeams < leagueLimits.minTeams)
    errors.number_of_teams = [{ key: 'validNumber' }];
  if (data.categoryId !== null && metadata.category?.status !== 'created') {
    errors.category_id = [{ key: 'notFound' }];
  }
  throwIfAny(errors);
  return [{ type: 'LeagueCreated', data: { ...data } }];
}

function registerTeam({ data }: RegisterTeam, state: LeagueState): LeagueEvent[] {
  if (state.status === 'absent') throw new NotFoundError();
  // The spec names no text for a full league; its team limit message is the closest.
  if (state.teams.length >= state.numberOfTeams) throw ValidationError.field('name', 'maxTeams');
  if (state.teams.some((team) => team.id === data.team.id)) {
    throw ValidationError.field('team_id', 'duplicates');
  }
  if (state.teams.some((team) => sameTeamName(team.name, data.team.name))) {
    throw ValidationError.field('name', 'duplicates');
  }
  return [{ type: 'TeamRegistered', data: { leagueId: data.leagueId, team: { ...data.team } } }];
}

/** Reports every broken rule at once, led by the first, as a form shows them. */
function throwIfAny(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
}

export const leagueDecider: Decider<LeagueCommand, LeagueState, LeagueEvent> = {
  decide,
  evolve,
  initialState,
};
