import { streams } from '@courtside/events';
import * as yup from 'yup';
import { arenaDecider } from '../arena/decide';
import { categoryDecider } from '../category/decide';
import type { CommandDeps, CommandResult, CreatedResult } from '../core/deps';
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
import { recordId } from '../core/schema';
import { commandBody as body, commandFields as fields } from '@courtside/events';
import { teamDecider, type TeamContext, type TeamData } from './decide';

/** Body of `POST /teams` and `PUT /teams/:id` (every field as it should now be). */
export interface TeamInput {
  name: string;
  full_name?: string | null;
  region?: string | null;
  category_id?: number | null;
  city?: string | null;
  arena_id?: number | null;
  link?: string | null;
  /** A path gateway serves an uploaded logo under (`/api/uploads/teams/<file>`). */
  logo?: string | null;
  recreational?: boolean;
  is_absent?: boolean;
  licences?: { number: string; season: string }[];
}

/** Where gateway serves uploaded team logos; anything else is not one of ours. */
const logoPath = /^\/api\/uploads\/teams\/[A-Za-z0-9_-]{1,100}\.(png|jpe?g|gif|webp)$/;

const teamSchema = body({
  name: fields.name(),
  full_name: fields.text(),
  region: fields.text(),
  category_id: fields.id().nullable().default(null),
  city: fields.text(),
  arena_id: fields.id().nullable().default(null),
  link: fields.text().test('url', 'validUrl', (value) => value == null || isWebUrl(value)),
  logo: fields.text().matches(logoPath, { message: 'invalid', excludeEmptyString: true }),
  recreational: fields.boolean(false),
  is_absent: fields.boolean(false),
  licences: yup
    .array(
      yup
        .object({ number: fields.name(), season: fields.name() })
        .typeError('invalid')
        .required('required'),
    )
    .typeError('invalid')
    .max(200, 'invalid')
    .default([]),
});

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function teamData(teamId: number, input: TeamInput): TeamData {
  const parsed = parseInput(teamSchema, input);
  return {
    teamId,
    name: parsed.name,
    fullName: parsed.full_name,
    region: parsed.region,
    categoryId: parsed.category_id,
    city: parsed.city,
    arenaId: parsed.arena_id,
    link: parsed.link,
    logo: parsed.logo,
    recreational: parsed.recreational,
    isAbsent: parsed.is_absent,
    licences: parsed.licences.map((licence) => ({
      number: licence.number,
      season: licence.season,
    })),
  };
}

/** The category's and arena's states the decision checks against. */
async function context(deps: CommandDeps, data: TeamData, now: string): Promise<TeamContext> {
  const [category, arena] = await Promise.all([
    data.categoryId === null
      ? null
      : readState(deps.store, streams.category(data.categoryId), categoryDecider),
    data.arenaId === null ? null : readState(deps.store, streams.arena(data.arenaId), arenaDecider),
  ]);
  return { now, category, arena };
}

/** Adds a team to the catalogue under a newly allocated id. */
export async function createTeam(
  deps: CommandDeps,
  input: TeamInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  authorise(meta, organisers);
  parseInput(teamSchema, input);
  const now = decisionTime(meta, deps.clock);
  const teamId = await deps.ids('team', meta.idempotencyKey);
  const data = teamData(teamId, input);
  const result = await handle(
    deps.store,
    streams.team(teamId),
    teamDecider,
    { type: 'CreateTeam', data, metadata: await context(deps, data, now) },
    {
      metadata: eventMetadata(meta, now),
      expectedRevision: 'no_stream',
      idempotencyKey: meta.idempotencyKey,
    },
  );
  return { id: teamId, ...result };
}

/** Changes a team's fields. */
export async function updateTeam(
  deps: CommandDeps,
  id: number,
  input: TeamInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const teamId = recordId(id);
  const data = teamData(teamId, input);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.team(teamId),
    teamDecider,
    { type: 'UpdateTeam', data, metadata: await context(deps, data, now) },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}

/** Removes a team from the catalogue. */
export async function deleteTeam(
  deps: CommandDeps,
  id: number,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const teamId = recordId(id);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.team(teamId),
    teamDecider,
    { type: 'DeleteTeam', data: { teamId }, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}
