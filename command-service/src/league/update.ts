import {
  feeKeys,
  fibaStandingsConfig,
  messages,
  noFees,
  standingsConfigKeys,
  streams,
  type CourtsideEvent,
  type LeagueCreated,
  type LeagueFees,
  type LeagueUpdated,
  type StandingsConfig,
} from '@courtside/events';
import * as yup from 'yup';
import type { CategoryState } from '../category/category';
import { categoryDecider } from '../category/decide';
import type { Command, Decider, DecisionMetadata } from '../core/decider';
import type { CommandDeps, CommandResult } from '../core/deps';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import { handle } from '../core/handle';
import {
  authorise,
  decisionTime,
  eventMetadata,
  organisers,
  type CommandMeta,
} from '../core/metadata';
import { parseInput } from '../core/parse';
import { readState } from '../core/read-state';
import { body, fields, recordId } from '../core/schema';
import { limits } from './decide';

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
    standingsConfig: data.standingsConfig ?? fibaStandingsConfig,
    fees: data.fees ?? noFees,
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
    if (changes.rounds > limits.maxRounds) errors.rounds = [messages.maxRounds];
    else if (changes.rounds < limits.minRounds) errors.rounds = [messages.validNumber];
  }
  if (changes.numberOfTeams !== undefined) {
    if (changes.numberOfTeams > limits.maxTeams) errors.number_of_teams = [messages.maxTeams];
    // Fewer places than teams already registered would leave a team without a place.
    else if (changes.numberOfTeams < Math.max(limits.minTeams, state.teams)) {
      errors.number_of_teams = [messages.validNumber];
    }
  }
  if (
    changes.categoryId !== undefined &&
    changes.categoryId !== null &&
    metadata.category?.status !== 'created'
  ) {
    errors.category_id = [messages.notFound];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'LeagueUpdated', data: { leagueId, ...changes } }];
}

export const leagueProfileDecider: Decider<UpdateLeague, LeagueProfileState, CourtsideEvent> = {
  decide: decideUpdate,
  evolve: evolveProfile,
  initialState: initialProfile,
};

/** Body of `PATCH /leagues/:id`: any of the editable fields, spelled as on creation. */
export interface UpdateLeagueInput {
  name?: string;
  email?: string | null;
  sort_index?: number;
  public?: boolean;
  number_of_teams?: number;
  rounds?: number;
  weeks?: number | null;
  start_date?: string;
  category_id?: number | null;
  city?: string | null;
  recreational?: boolean;
  video_zone?: boolean;
  api_integration?: boolean;
  standings_config?: Partial<StandingsConfig>;
  fees?: Partial<LeagueFees>;
}

const points = () =>
  fields
    .integer()
    .min(0, messages.validNumber)
    .max(100, messages.validNumber)
    .required(messages.required);
const fee = () =>
  yup
    .number()
    .typeError(messages.validNumber)
    .min(0, messages.validNumber)
    .max(1_000_000, messages.validNumber)
    .required(messages.required);

// Nothing defaults here: a field the caller leaves out is a field the edit leaves alone.
const updateLeagueSchema = body({
  name: fields.name().optional(),
  email: fields.text().email(messages.invalid).default(undefined),
  sort_index: fields.integer().optional(),
  public: yup.boolean().typeError(messages.invalid).optional(),
  number_of_teams: fields.integer().optional(),
  rounds: fields.integer().optional(),
  weeks: fields.integer().min(1, messages.validNumber).nullable().optional(),
  start_date: yup
    .string()
    .typeError(messages.invalid)
    .optional()
    .test('date', messages.invalid, (value) => value === undefined || isCalendarDate(value)),
  category_id: fields.id().nullable().optional(),
  city: fields.text().default(undefined),
  recreational: yup.boolean().typeError(messages.invalid).optional(),
  video_zone: yup.boolean().typeError(messages.invalid).optional(),
  api_integration: yup.boolean().typeError(messages.invalid).optional(),
  standings_config: yup
    .object(Object.fromEntries(standingsConfigKeys.map((key) => [key, points()])))
    .typeError(messages.invalid)
    .default(undefined),
  fees: yup
    .object(Object.fromEntries(feeKeys.map((key) => [key, fee()])))
    .typeError(messages.invalid)
    .default(undefined),
});

/** Edits a league: appends LeagueUpdated with the changed fields, or nothing at all. */
export async function updateLeague(
  deps: CommandDeps,
  leagueId: number,
  input: UpdateLeagueInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const id = recordId(leagueId);
  const parsed = parseInput(updateLeagueSchema, input);
  const now = decisionTime(meta, deps.clock);
  const categoryId = parsed.category_id;
  const category =
    categoryId === undefined || categoryId === null
      ? null
      : await readState(deps.store, streams.category(categoryId), categoryDecider);
  const data: LeagueUpdated['data'] = {
    leagueId: id,
    name: parsed.name,
    email: parsed.email,
    sortIndex: parsed.sort_index,
    public: parsed.public,
    numberOfTeams: parsed.number_of_teams,
    rounds: parsed.rounds,
    weeks: parsed.weeks,
    startDate: parsed.start_date,
    categoryId,
    city: parsed.city,
    recreational: parsed.recreational,
    videoZone: parsed.video_zone,
    apiIntegration: parsed.api_integration,
    standingsConfig: parsed.standings_config as StandingsConfig | undefined,
    fees: parsed.fees as LeagueFees | undefined,
  };
  return handle(
    deps.store,
    streams.league(id),
    leagueProfileDecider,
    { type: 'UpdateLeague', data: withoutUndefined(data), metadata: { now, category } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
