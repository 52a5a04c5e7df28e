import { type TeamCreated, type TeamEvent } from '@courtside/events';
import type { ArenaState } from '../arena/arena';
import type { CategoryState } from '../category/category';
import { assertNever, type Command, type Decider, type DecisionMetadata } from '../core/decider';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import { evolve, initialState, type TeamState } from './team';

export type TeamData = TeamCreated['data'];

/** The chosen category's and arena's states, read by the handler; null when none was chosen. */
export type TeamContext = DecisionMetadata & {
  category: CategoryState | null;
  arena: ArenaState | null;
};

export type CreateTeam = Command<'CreateTeam', TeamData, TeamContext>;
export type UpdateTeam = Command<'UpdateTeam', TeamData, TeamContext>;
export type DeleteTeam = Command<'DeleteTeam', { teamId: number }>;
export type TeamCommand = CreateTeam | UpdateTeam | DeleteTeam;

export function decide(command: TeamCommand, state: TeamState): TeamEvent[] {
  switch (command.type) {
    case 'CreateTeam':
      if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
      checkReferences(command);
      return [{ type: 'TeamCreated', data: { ...command.data } }];
    case 'UpdateTeam':
      if (state.status !== 'created') throw new NotFoundError();
      checkReferences(command);
      return [{ type: 'TeamUpdated', data: { ...command.data } }];
    case 'DeleteTeam':
      if (state.status !== 'created') throw new NotFoundError();
      return [{ type: 'TeamDeleted', data: { teamId: command.data.teamId } }];
    default:
      return assertNever(command);
  }
}

/** The category and arena must exist, and a licence number may appear once. */
function checkReferences({ data, metadata }: CreateTeam | UpdateTeam): void {
  const errors: FieldErrors = {};
  if (data.categoryId !== null && metadata.category?.status !== 'created') {
    errors.category_id = [{ key: 'unknownCategory' }];
  }
  if (data.arenaId !== null && metadata.arena?.status !== 'created') {
    errors.arena_id = [{ key: 'unknownArena' }];
  }
  const seen = new Set<string>();
  data.licences.forEach((licence, index) => {
    const key = licence.number.toLowerCase();
    if (seen.has(key)) errors[`licences[${index}].number`] = [{ key: 'duplicates' }];
    seen.add(key);
  });
  if (Object.keys(errors).length > 0) throw new ValidationError('invalid', errors);
}

export const teamDecider: Decider<TeamCommand, TeamState, TeamEvent> = {
  decide,
  evolve,
  initialState,
};
