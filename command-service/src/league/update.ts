import {
  roundsProblem,
  teamsProblem,
  updateLeagueSchema,
  type UpdateLeagueInput,
  fibaStandingsConfig,
  fibaTieBreakOrder,
  noFees,
  recordingPackages,
  streams,
  type CourtsideEvent,
  type LeagueCreated,
  type LeagueFees,
  type LeagueUpdated,
  type StandingsConfig,
} from '@courtside/events';
import type { CategoryState } from '../category/category';
import { categoryDecider } from '../category/decide';
import { commandScope } from '../core/command-scope';
import type { Command, DecisionMetadata } from '../core/decider';
import type { CommandDeps, CommandResult } from '../core/deps';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import { leagueDecider } from './decide';
import { leagueFields } from './fields';
import { categorySeasonClosed, leagueSeasonClosed } from './season';
import { type CommandMeta } from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { recordId } from '../core/schema';

/** The fields an edit may change, with the settings a league is read with by default. */
export type LeagueProfile = Required<Omit<LeagueUpdated['data'], 'leagueId'>>;

/** The league as an edit needs it: every editable field and how many teams are registered. */
export type LeagueProfileState =
  | { status: 'absent' }
  | { status: 'created'; leagueId: number; profile: LeagueProfile; teams: number };

export type UpdateLeague = Command<
  'UpdateLeague',
  LeagueUpdated['data'],
  /** The newly chosen category's state; null when the edit does not choose one. */
  DecisionMetadata & { category: CategoryState | null }
>;

function profileOf(data: LeagueCreated['data']): LeagueProfile {
  return {
    name: data.name,
    cyrillicName: data.cyrillicName ?? null,
    email: data.email,
    sortIndex: data.sortIndex,
    public: data.public,
    numberOfTeams: data.numberOfTeams,
    rounds: data.rounds,
    weeks: data.weeks,
    startDate: data.startDate,
    categoryId: data.categoryId,
    city: data.city,
    recreational: data.recreational,
    videoZone: data.videoZone ?? false,
    apiIntegration: data.apiIntegration ?? false,
    videoOpenToClubs: data.videoOpenToClubs ?? false,
    scoreboardSync: data.scoreboardSync ?? false,
    scoreboardSyncMatches: data.scoreboardSyncMatches ?? true,
    scoreboardSyncRoster: data.scoreboardSyncRoster ?? true,
    standingsConfig: data.standingsConfig ?? fibaStandingsConfig,
    fees: data.fees ?? noFees,
    tieBreakOrder: [...fibaTieBreakOrder],
    recordingPackages: [...recordingPackages],
  };
}

export const initialProfile = (): LeagueProfileState => ({ status: 'absent' });

/** Folds a league stream; events that do not touch the profile leave it as it is. */
export function evolveProfile(
  state: LeagueProfileState,
  event: CourtsideEvent,
): LeagueProfileState {
  switch (event.type) {
    case 'LeagueCreated':
      return {
        status: 'created',
        leagueId: event.data.leagueId,
        profile: profileOf(event.data),
        teams: 0,
      };
    case 'TeamRegistered':
      return state.status === 'created' ? { ...state, teams: state.teams + 1 } : state;
    case 'LeagueUpdated': {
      if (state.status !== 'created') return state;
      const { leagueId: _id, ...changes } = event.data;
      return { ...state, profile: { ...state.profile, ...changes } };
    }
    default:
      return state;
  }
}

type Changes = Omit<LeagueUpdated['data'], 'leagueId'>;

/** Records only what differs from the league as it is; an edit changing nothing records nothing. */
export function decideUpdate(
  { data, metadata }: UpdateLeague,
  state: LeagueProfileState,
): LeagueUpdated[] {
  if (state.status === 'absent') throw new NotFoundError();
  const { leagueId, ...requested } = data;
  const changes: Changes = {};
  for (const [key, value] of Object.entries(requested) as [keyof Changes, unknown][]) {
    if (value === undefined) continue;
    if (JSON.stringify(value) === JSON.stringify(state.profile[key])) continue;
    (changes as Record<string, unknown>)[key] = value;
  }
  const errors: FieldErrors = {};
  if (changes.rounds !== undefined) {
    const problem = roundsProblem(changes.rounds);
    if (problem) errors.rounds = [{ key: problem }];
  }
  if (changes.numberOfTeams !== undefined) {
    const problem = teamsProblem(changes.numberOfTeams);
    if (problem) errors.number_of_teams = [{ key: problem }];
    // Fewer places than teams already registered would leave a team without a place.
    else if (changes.numberOfTeams < state.teams) {
      errors.number_of_teams = [{ key: 'validNumber' }];
    }
  }
  if (
    changes.categoryId !== undefined &&
    changes.categoryId !== null &&
    metadata.category?.status !== 'created'
  ) {
    errors.category_id = [{ key: 'notFound' }];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'LeagueUpdated', data: { leagueId, ...changes } }];
}

/** Edits a league: appends LeagueUpdated with the changed fields, or nothing at all. */
export async function updateLeague(
  deps: CommandDeps,
  leagueId: number,
  input: UpdateLeagueInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  const { now, run } = commandScope(deps, meta);
  const id = recordId(leagueId);
  const parsed = parseInput(updateLeagueSchema, input);
  const categoryId = parsed.category_id;
  const category =
    categoryId === undefined || categoryId === null
      ? null
      : await readState(deps.store, streams.category(categoryId), categoryDecider);
  const data: LeagueUpdated['data'] = {
    leagueId: id,
    ...leagueFields(parsed),
    videoZone: parsed.video_zone,
    apiIntegration: parsed.api_integration,
    videoOpenToClubs: parsed.video_open_to_clubs,
    scoreboardSync: parsed.scoreboard_sync,
    scoreboardSyncMatches: parsed.scoreboard_sync_matches,
    scoreboardSyncRoster: parsed.scoreboard_sync_roster,
    standingsConfig: parsed.standings_config as StandingsConfig | undefined,
    fees: parsed.fees as LeagueFees | undefined,
    tieBreakOrder: parsed.tie_break_order,
    recordingPackages: parsed.recording_packages,
  };
  // Frozen when the league's season has ended, or when the edit moves it into an ended one.
  const seasonClosed =
    (await leagueSeasonClosed(deps, id)) ||
    (category?.status === 'created' && (await categorySeasonClosed(deps, categoryId)));
  return run(streams.league(id), leagueDecider, {
    type: 'UpdateLeague',
    data: withoutUndefined(data),
    metadata: { now, category, seasonClosed },
  });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
