import { streams } from '@courtside/events';
import * as yup from 'yup';
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
import { recordId } from '../core/schema';
import { commandBody as body, commandFields as fields } from '@courtside/events';
import { arenaDecider, type ArenaData } from './decide';

/** Body of `POST /arenas` and `PUT /arenas/:id` (every field as it should now be). */
export interface ArenaInput {
  name: string;
  address?: string | null;
  city?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** Degrees within ±limit; empty means "not known". */
const coordinate = (limit: number, text: string) =>
  yup.number().typeError('validNumber').min(-limit, text).max(limit, text).nullable().default(null);

const arenaSchema = body({
  name: fields.name(),
  address: fields.text(),
  city: fields.text(),
  country: fields.text(),
  latitude: coordinate(90, 'latitudeRange'),
  longitude: coordinate(180, 'longitudeRange'),
});

function arenaData(arenaId: number, input: ArenaInput): ArenaData {
  return { arenaId, ...parseInput(arenaSchema, input) };
}

/** Adds an arena under a newly allocated id. */
export async function createArena(
  deps: CommandDeps,
  input: ArenaInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  authorise(meta, organisers);
  parseInput(arenaSchema, input);
  const now = decisionTime(meta, deps.clock);
  const arenaId = await deps.ids('arena', meta.idempotencyKey);
  const result = await handle(
    deps.store,
    streams.arena(arenaId),
    arenaDecider,
    { type: 'CreateArena', data: arenaData(arenaId, input), metadata: { now } },
    {
      metadata: eventMetadata(meta, now),
      expectedRevision: 'no_stream',
      idempotencyKey: meta.idempotencyKey,
    },
  );
  return { id: arenaId, ...result };
}

/** Changes an arena's fields. */
export async function updateArena(
  deps: CommandDeps,
  id: number,
  input: ArenaInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const arenaId = recordId(id);
  const data = arenaData(arenaId, input);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.arena(arenaId),
    arenaDecider,
    { type: 'UpdateArena', data, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}

/** Removes an arena. */
export async function deleteArena(
  deps: CommandDeps,
  id: number,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const arenaId = recordId(id);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.arena(arenaId),
    arenaDecider,
    { type: 'DeleteArena', data: { arenaId }, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}
