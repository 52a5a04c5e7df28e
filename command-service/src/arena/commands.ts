import {
  arenaSchema,
  cyrillicNameData,
  streams,
  type ArenaCreated,
  type ArenaInput,
} from '@courtside/events';
import { catalogueCommands } from '../core/catalogue-commands';
import { parseInput } from '../core/parse';
import { arenaDecider } from './decide';

function arenaData(arenaId: number, input: ArenaInput): ArenaCreated['data'] {
  const { cyrillic_name, ...fields } = parseInput(arenaSchema, input);
  return { arenaId, ...fields, ...cyrillicNameData({ cyrillic_name }) };
}

const arena = catalogueCommands({
  kind: 'arena',
  stream: streams.arena,
  decider: arenaDecider,
  schema: arenaSchema,
  data: arenaData,
  create: (data, now) => ({ type: 'CreateArena', data, metadata: { now } }),
  update: (data, now) => ({ type: 'UpdateArena', data, metadata: { now } }),
  remove: (arenaId, now) => ({ type: 'DeleteArena', data: { arenaId }, metadata: { now } }),
});

/** Adds an arena under a newly allocated id. */
export const createArena = arena.create;
/** Changes an arena's fields. */
export const updateArena = arena.update;
/** Removes an arena. */
export const deleteArena = arena.remove;
