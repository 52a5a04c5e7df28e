import { type SportCreated, type SportEvent } from '@courtside/events';
import { assertNever, type Command, type Decider } from '../core/decider';
import { NotFoundError, ValidationError } from '../core/errors';
import { evolve, initialState, type SportState } from './sport';

export type SportData = SportCreated['data'];

export type CreateSport = Command<'CreateSport', SportData>;
export type UpdateSport = Command<'UpdateSport', SportData>;
export type DeleteSport = Command<'DeleteSport', { sportId: number }>;
export type SportCommand = CreateSport | UpdateSport | DeleteSport;

export function decide(command: SportCommand, state: SportState): SportEvent[] {
  switch (command.type) {
    case 'CreateSport':
      if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
      return [{ type: 'SportCreated', data: { ...command.data } }];
    case 'UpdateSport':
      if (state.status !== 'created') throw new NotFoundError();
      return [{ type: 'SportUpdated', data: { ...command.data } }];
    case 'DeleteSport':
      if (state.status !== 'created') throw new NotFoundError();
      return [{ type: 'SportDeleted', data: { sportId: command.data.sportId } }];
    default:
      return assertNever(command);
  }
}

export const sportDecider: Decider<SportCommand, SportState, SportEvent> = {
  decide,
  evolve,
  initialState,
};
