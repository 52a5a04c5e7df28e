import type { CourtsideEvent, OfficialsAreaEvent } from '@courtside/events';
import type { LeagueState } from './league';

/** League edits, ownership and officials: they share the league's stream. */
const officialsAreaLeagueTypes: ReadonlySet<string> = new Set([
  'LeagueUpdated',
  'LeagueOwnerChanged',
  'LeagueOfficialAssigned',
  'LeagueOfficialUnassigned',
]);

export function isLeagueEditEvent(event: { type: string }): event is OfficialsAreaEvent {
  return officialsAreaLeagueTypes.has(event.type);
}

/**
 * What the league's own rules (registration, scheduling) need from these events: an edit's new
 * limits. Ownership and officials are folded by owner.ts and officials.ts.
 */
export function applyLeagueEdit(state: LeagueState, event: CourtsideEvent): LeagueState {
  if (state.status !== 'created' || event.type !== 'LeagueUpdated') return state;
  const { numberOfTeams, rounds } = event.data;
  return {
    ...state,
    ...(numberOfTeams === undefined ? {} : { numberOfTeams }),
    ...(rounds === undefined ? {} : { rounds }),
  };
}
