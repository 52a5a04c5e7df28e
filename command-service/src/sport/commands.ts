import { sportSchema, streams, type SportInput } from '@courtside/events';
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
import { sportDecider, type SportData } from './decide';

function sportData(sportId: number, input: SportInput): SportData {
  const parsed = parseInput(sportSchema, input);
  return { sportId, name: parsed.name, showOnScheduling: parsed.show_on_scheduling };
}

/** Adds a sport under a newly allocated id. */
export async function createSport(
  deps: CommandDeps,
  input: SportInput,
  meta: CommandMeta = {},
): Promise<CreatedResult> {
  authorise(meta, organisers);
  parseInput(sportSchema, input);
  const now = decisionTime(meta, deps.clock);
  const sportId = await deps.ids('sport', meta.idempotencyKey);
  const result = await handle(
    deps.store,
    streams.sport(sportId),
    sportDecider,
    { type: 'CreateSport', data: sportData(sportId, input), metadata: { now } },
    {
      metadata: eventMetadata(meta, now),
      expectedRevision: 'no_stream',
      idempotencyKey: meta.idempotencyKey,
    },
  );
  return { id: sportId, ...result };
}

/** Changes a sport's fields. */
export async function updateSport(
  deps: CommandDeps,
  id: number,
  input: SportInput,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const sportId = recordId(id);
  const data = sportData(sportId, input);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.sport(sportId),
    sportDecider,
    { type: 'UpdateSport', data, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}

/** Removes a sport. */
export async function deleteSport(
  deps: CommandDeps,
  id: number,
  meta: CommandMeta = {},
): Promise<CommandResult> {
  authorise(meta, organisers);
  const sportId = recordId(id);
  const now = decisionTime(meta, deps.clock);
  return handle(
    deps.store,
    streams.sport(sportId),
    sportDecider,
    { type: 'DeleteSport', data: { sportId }, metadata: { now } },
    { metadata: eventMetadata(meta, now), idempotencyKey: meta.idempotencyKey },
  );
}
