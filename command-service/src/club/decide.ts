import type { ClubCreated, ClubEvent } from '@courtside/events';
import type { ArenaState } from '../arena/arena';
import { assertNever, type Command, type Decider, type DecisionMetadata } from '../core/decider';
import { NotFoundError, ValidationError, type FieldErrors } from '../core/errors';
import type { TeamState } from '../team/team';
import { evolve, initialState, type ClubState } from './club';

export type ClubData = ClubCreated['data'];

/** The arena's and each team's state, read by the handler. */
export type ClubContext = DecisionMetadata & {
  arena: ArenaState | null;
  teams: TeamState[];
};

export type CreateClub = Command<'CreateClub', ClubData, ClubContext>;
export type UpdateClub = Command<'UpdateClub', ClubData, ClubContext>;
export type DeleteClub = Command<'DeleteClub', { clubId: number }>;
export type ClubCommand = CreateClub | UpdateClub | DeleteClub;

export function decide(command: ClubCommand, state: ClubState): ClubEvent[] {
  switch (command.type) {
    case 'CreateClub':
      if (state.status !== 'absent') throw ValidationError.field('id', 'duplicates');
      checkReferences(command);
      return [{ type: 'ClubCreated', data: { ...command.data } }];
    case 'UpdateClub':
      if (state.status !== 'created') throw new NotFoundError();
      checkReferences(command);
      return [{ type: 'ClubUpdated', data: { ...command.data } }];
    case 'DeleteClub':
      if (state.status !== 'created') throw new NotFoundError();
      return [{ type: 'ClubDeleted', data: { clubId: command.data.clubId } }];
    default:
      return assertNever(command);
  }
}

/** The arena and every team must exist, and a team may be named once. */
function checkReferences({ data, metadata }: CreateClub | UpdateClub): void {
  const errors: FieldErrors = {};
  if (data.arenaId !== null && metadata.arena?.status !== 'created') {
    errors.arena_id = [{ key: 'unknownArena' }];
  }
  const seen = new Set<number>();
  data.teamIds.forEach((teamId, index) => {
    if (metadata.teams[index]?.status !== 'created') {
      errors[`team_ids[${index}]`] = [{ key: 'noSuchTeam' }];
    } else if (seen.has(teamId)) errors[`team_ids[${index}]`] = [{ key: 'duplicates' }];
    seen.add(teamId);
  });
  ValidationError.throwIfAny(errors);
}

export const clubDecider: Decider<ClubCommand, ClubState, ClubEvent> = {
  decide,
  evolve,
  initialState,
};
