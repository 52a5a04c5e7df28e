import type { LeagueEvent, LeagueKind } from '@courtside/events';
import { assertNever } from '../core/decider';
import { applyLeagueEdit, isLeagueEditEvent } from './edits-fold';
import { leagueScheduleEventTypes } from './plan-types';

export interface RegisteredTeam {
  id: number;
  name: string;
}

/** The league as its rules need it: limits and who is registered. */
export type LeagueState =
  | { status: 'absent' }
  | {
      status: 'created';
      leagueId: number;
      kind: LeagueKind;
      numberOfTeams: number;
      rounds: number;
      teams: RegisteredTeam[];
    };

export const initialState = (): LeagueState => ({ status: 'absent' });

export function evolve(state: LeagueState, event: LeagueEvent): LeagueState {
  switch (event.type) {
    case 'LeagueCreated':
      return {
        status: 'created',
        leagueId: event.data.leagueId,
        kind: event.data.kind,
        numberOfTeams: event.data.numberOfTeams,
        rounds: event.data.rounds,
        teams: [],
      };
    case 'TeamRegistered':
      if (state.status !== 'created') return state;
      return {
        ...state,
        teams: [...state.teams, { id: event.data.team.id, name: event.data.team.name }],
      };
    default:
      // Edits, ownership and officials too; an edit may change the limits (edits-fold.ts).
      if (isLeagueEditEvent(event)) return applyLeagueEdit(state, event);
      // Schedule and bracket events share the league's stream; plan.ts folds them.
      if (leagueScheduleEventTypes.has((event as { type: string }).type)) return state;
      return assertNever(event);
  }
}

/** Team names compare as a person reads them: case, accents' case and spacing aside. */
export function sameTeamName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sr');
  return normal(a) === normal(b);
}
