import { leagueKinds, messages, streams, type LeagueKind } from '@courtside/events';
import * as yup from 'yup';
import { categoryDecider } from '../category/decide';
import type { CommandDeps, CreatedResult } from '../core/deps';
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
import { leagueDecider } from './decide';
import {
  namesExistingTeam,
  registerExistingTeam,
  type RegisterExistingTeamInput,
} from './register-existing';

/** Body of `POST /leagues`. Limits (rounds 1–4, teams 2–20) are the decider's to check. */
export interface CreateLeagueInput {
  kind?: LeagueKind;
  name: string;
  email?: string | null;
  sort_index?: number;
  public?: boolean;
  number_of_teams: number;
  rounds: number;
  weeks?: number | null;
  /** Calendar date, YYYY-MM-DD. */
  start_date: string;
  category_id?: number | null;
  city?: string | null;
  recreational?: boolean;
}

/** Body of `POST /leagues/:id/teams`. */
export interface RegisterTeamInput {
  name: string;
  full_name?: string | null;
  city?: string | null;
}

const createLeagueSchema = body({
  kind: yup.mixed<LeagueKind>().oneOf(leagueKinds, messages.invalid).default('league'),
  name: fields.name(),
  email: fields.text().email(messages.invalid),
  sort_index: fields.integer().default(0),
  public: fields.boolean(false),
  number_of_teams: fields.integer().required(messages.required),
  rounds: fields.integer().required(messages.required),
  weeks: fields.integer().min(1, messages.validNumber).nullable().default(null),
  start_date: yup
    .string()
    .typeError(messages.invalid)
    .required(messages.required)
    .test('date', messages.invalid, (value) => isCalendarDate(value)),
  category_id: fields.id().nullable().default(null),
  city: fields.text(),
  recreational: fields.boolean(false),
});

const registerTeamSchema = body({
  name: fields.name(),
  full_name: fields.text(),
  city: fields.text(),
});

/** Creates a league (any kind) under a newly allocated id. */
export async function createLeague(
  deps: CommandDeps,
  input: CreateLeagueInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  authorise(meta, organisers);
  const parsed = parseInput(createLeagueSchema, input);
  const now = decisionTime(meta, deps.clock);
  const category =
    parsed.category_id === null
      ? null
      : await readState(deps.store, streams.category(parsed.category_id), categoryDecider);
  const leagueId = await deps.ids('league', meta.idempotencyKey);
  const data = {
    leagueId,
    kind: parsed.kind,
    name: parsed.name,
    email: parsed.email,
    sortIndex: parsed.sort_index,
    public: parsed.public,
    numberOfTeams: parsed.number_of_teams,
    rounds: parsed.rounds,
    weeks: parsed.weeks,
    startDate: parsed.start_date,
    categoryId: parsed.category_id,
    city: parsed.city,
    recreational: parsed.recreational,
  };
  const result = await handle(
    deps.store,
    streams.league(leagueId),
    leagueDecider,
    { type: 'CreateLeague', data, metadata: { now, category } },
    {
      metadata: eventMetadata(meta, now),
      expectedRevision: 'no_stream',
      idempotencyKey: meta.idempotencyKey,
    },
  );
  return { id: leagueId, ...result };
}

/** Registers a new team in a league; answers the team's id. */
export async function registerTeam(
  deps: CommandDeps,
  leagueId: number,
  input: RegisterTeamInput | RegisterExistingTeamInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  // `{ team_id }` registers a team of the catalogue (register-existing.ts).
  if (namesExistingTeam(input)) return registerExistingTeam(deps, leagueId, input, meta);
  authorise(meta, organisers);
  const league = recordId(leagueId);
  const parsed = parseInput(registerTeamSchema, input);
  const now = decisionTime(meta, deps.clock);
  const teamId = await deps.ids('team', meta.idempotencyKey);
  const team = { id: teamId, name: parsed.name, fullName: parsed.full_name, city: parsed.city };
  const result = await handle(
    deps.store,
    streams.league(league),
    leagueDecider,
    { type: 'RegisterTeam', data: { leagueId: league, team }, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
  return { id: teamId, ...result };
}

function isCalendarDate(value: string | undefined): boolean {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
