import { arenaSchema, streams, type ArenaInput } from '@courtside/events';
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
import { arenaDecider, type ArenaData } from './decide';

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
