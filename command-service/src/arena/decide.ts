import { type ArenaCreated, type ArenaEvent } from '@courtside/events';
import { assertNever, type Command, type Decider } from '../core/decider';
import { NotFoundError, ValidationError } from '../core/errors';
import { evolve, initialState, type ArenaState } from './arena';

export type ArenaData = ArenaCreated['data'];

export type CreateArena = Command<'CreateArena', ArenaData>;
export type UpdateArena = Command<'UpdateArena', ArenaData>;
export type DeleteArena = Command<'DeleteArena', { arenaId: number }>;
export type ArenaCommand = CreateArena | UpdateArena | DeleteArena;

export function decide(command: ArenaCommand, state: ArenaState): ArenaEvent[] {
  switch (command.type) {
    case 'CreateArena':
      if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
      return [{ type: 'ArenaCreated', data: { ...command.data } }];
    case 'UpdateArena':
      if (state.status !== 'created') throw new NotFoundError();
      return [{ type: 'ArenaUpdated', data: { ...command.data } }];
    case 'DeleteArena':
      if (state.status !== 'created') throw new NotFoundError();
      return [{ type: 'ArenaDeleted', data: { arenaId: command.data.arenaId } }];
    default:
      return assertNever(command);
  }
}

export const arenaDecider: Decider<ArenaCommand, ArenaState, ArenaEvent> = {
  decide,
  evolve,
  initialState,
};
