import {
  roundsProblem,
  sameTeamName,
  teamNameProblem,
  teamsProblem,
  type LeagueCreated,
  type LeagueEvent,
  type LeagueStreamEvent,
  type TeamRegistered,
} from '@courtside/events';
import type { CategoryState } from '../category/category';
import { assertNever, type Command, type Decider, type DecisionMetadata } from '../core/decider';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import { evolve as evolveLeague, type LeagueState } from './league';
import {
  decideLeagueOfficials,
  evolveLeagueOfficials,
  type LeagueOfficialsCommand,
  type LeagueOfficialsState,
} from './officials';
import { decideTransfer, type TransferOwner } from './owner';
import { decidePlan, evolveSchedule, initialPlan, type PlanCommand, type PlanState } from './plan';
import {
  decideUpdate,
  evolveProfile,
  initialProfile,
  type LeagueProfileState,
  type UpdateLeague,
} from './update';
import { decideDelete, type DeleteLeague } from './delete';

export type CreateLeague = Command<
  'CreateLeague',
  LeagueCreated['data'],
  /** The chosen category's state, read by the handler; null when no category was chosen. */
  DecisionMetadata & { category: CategoryState | null }
>;
export type RegisterTeam = Command<'RegisterTeam', TeamRegistered['data']>;

export type RenameLeagueTeams = Command<
  'RenameLeagueTeams',
  { leagueId: number; renames: { teamId: number; name: string }[] }
>;

export type LeagueCommand = CreateLeague | RegisterTeam | RenameLeagueTeams;

/** Creation and registration: the league core's own commands. */
function decideCore(command: LeagueCommand, state: LeagueState): LeagueEvent[] {
  switch (command.type) {
    case 'CreateLeague':
      return createLeague(command, state);
    case 'RegisterTeam':
      return registerTeam(command, state);
    case 'RenameLeagueTeams':
      return renameTeams(command, state);
    default:
      return assertNever(command);
  }
}

function createLeague({ data, metadata }: CreateLeague, state: LeagueState): LeagueEvent[] {
  if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
  const errors: FieldErrors = {};
  const rounds = roundsProblem(data.rounds);
  if (rounds) errors.rounds = [{ key: rounds }];
  const places = teamsProblem(data.numberOfTeams);
  if (places) errors.number_of_teams = [{ key: places }];
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

/**
 * Renames registered teams together: each name trimmed and within the spec's limits, and no two
 * teams of the league named alike once every rename is made (so two teams may swap names). A
 * team keeping its name records nothing (a repeated import changes nothing).
 */
function renameTeams({ data }: RenameLeagueTeams, state: LeagueState): LeagueEvent[] {
  if (state.status === 'absent') throw new NotFoundError();
  const errors: FieldErrors = {};
  const names = new Map(state.teams.map((team) => [team.id, team.name]));
  const renamed = new Set<number>();
  data.renames.forEach((rename, index) => {
    if (!names.has(rename.teamId)) {
      errors[`renames.${index}.team_id`] = [{ key: 'notFound' }];
    } else if (renamed.has(rename.teamId)) {
      errors[`renames.${index}.team_id`] = [{ key: 'duplicates' }];
    }
    const problem = teamNameProblem(rename.name);
    if (problem) errors[`renames.${index}.name`] = [{ key: problem }];
    renamed.add(rename.teamId);
  });
  throwIfAny(errors);
  for (const rename of data.renames) names.set(rename.teamId, rename.name.trim());
  data.renames.forEach((rename, index) => {
    const name = names.get(rename.teamId) as string;
    const taken = [...names].some(
      ([id, other]) => id !== rename.teamId && sameTeamName(other, name),
    );
    if (taken) errors[`renames.${index}.name`] = [{ key: 'duplicates' }];
  });
  throwIfAny(errors);
  return data.renames
    .filter(
      (rename) =>
        state.teams.find((team) => team.id === rename.teamId)?.name !== names.get(rename.teamId),
    )
    .map((rename) => ({
      type: 'LeagueTeamRenamed' as const,
      data: {
        leagueId: data.leagueId,
        teamId: rename.teamId,
        name: names.get(rename.teamId) as string,
      },
    }));
}

/** Reports every broken rule at once, led by the first, as a form shows them. */
function throwIfAny(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
}

/** Every command on a `league-<id>` stream. */
export type LeagueStreamCommand =
  | LeagueCommand
  | UpdateLeague
  | TransferOwner
  | LeagueOfficialsCommand
  | PlanCommand
  | DeleteLeague;

/**
 * Everything a league stream's decisions need: the core (kind, limits, teams), the schedule and
 * bracket (PlanState), the editable profile and the officials lists.
 */
export interface LeagueStreamState extends PlanState {
  profile: LeagueProfileState;
  officials: LeagueOfficialsState;
}

export const initialState = (): LeagueStreamState => ({
  ...initialPlan(),
  profile: initialProfile(),
  officials: { status: 'absent' },
});

/** The one fold of a league stream: every event of its union, each to the parts it touches. */
export function evolve(state: LeagueStreamState, event: LeagueStreamEvent): LeagueStreamState {
  switch (event.type) {
    case 'LeagueCreated':
      return {
        ...state,
        league: evolveLeague(state.league, event),
        startDate: event.data.startDate,
        weeks: event.data.weeks,
        profile: evolveProfile(state.profile, event),
        officials: evolveLeagueOfficials(state.officials, event),
      };
    case 'TeamRegistered':
    case 'LeagueTeamRenamed':
    case 'LeagueUpdated':
      return {
        ...state,
        league: evolveLeague(state.league, event),
        profile: evolveProfile(state.profile, event),
      };
    case 'LeagueOwnerChanged':
      // Ownership is read from the recorded events' metadata (owner.ts), not from state.
      return state;
    case 'LeagueOfficialAssigned':
    case 'LeagueOfficialUnassigned':
      return { ...state, officials: evolveLeagueOfficials(state.officials, event) };
    case 'ScheduleGenerated':
    case 'BracketDrawn':
    case 'SeriesGameScheduled':
    case 'SeriesGameDecided':
    case 'SeriesDecided':
      return { ...state, ...evolveSchedule(state, event) };
    case 'LeagueDeleted':
      // Nothing of a deleted league is left to act on: every command finds it absent.
      return initialState();
    default:
      return assertNever(event);
  }
}

/**
 * What stays open once a league's season has ended: handing leagues to another owner (an account
 * being deleted) and the bracket's own follow-ups of results already in. Everything else is a
 * change to a read-only league.
 */
const openAfterSeason: ReadonlySet<LeagueStreamCommand['type']> = new Set([
  'TransferOwner',
  'RecordSeriesResult',
  'ScheduleSeriesGames',
]);

export function decide(
  command: LeagueStreamCommand,
  state: LeagueStreamState,
): LeagueStreamEvent[] {
  if (command.metadata.seasonClosed === true && !openAfterSeason.has(command.type)) {
    throw new ValidationError('seasonClosed');
  }
  switch (command.type) {
    case 'CreateLeague':
    case 'RegisterTeam':
    case 'RenameLeagueTeams':
      return decideCore(command, state.league);
    case 'UpdateLeague':
      return decideUpdate(command, state.profile);
    case 'TransferOwner':
      return decideTransfer(command);
    case 'AssignLeagueOfficial':
    case 'UnassignLeagueOfficial':
      return decideLeagueOfficials(command, state.officials);
    case 'GenerateSchedule':
    case 'DrawBracket':
    case 'RecordSeriesResult':
    case 'ScheduleSeriesGames':
      return decidePlan(command, state);
    case 'DeleteLeague':
      return decideDelete(command, state.profile);
    default:
      return assertNever(command);
  }
}

/** The one decider of a `league-<id>` stream. */
export const leagueDecider: Decider<LeagueStreamCommand, LeagueStreamState, LeagueStreamEvent> = {
  decide,
  evolve,
  initialState,
};
