import type { LeagueEvent, LeagueKind, LeagueUpdated } from '@courtside/events';
import { assertNever } from '../core/decider';

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

/** Folds the league's core (kind, limits, teams); the league decider (decider.ts) calls it. */
export function evolve(state: LeagueState, event: LeagueEvent | LeagueUpdated): LeagueState {
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
    case 'LeagueTeamRenamed':
      if (state.status !== 'created') return state;
      return {
        ...state,
        teams: state.teams.map((team) =>
          team.id === event.data.teamId ? { ...team, name: event.data.name } : team,
        ),
      };
    case 'LeagueUpdated': {
      // An edit may change the limits registration and scheduling check.
      if (state.status !== 'created') return state;
      const { numberOfTeams, rounds } = event.data;
      return {
        ...state,
        ...(numberOfTeams === undefined ? {} : { numberOfTeams }),
        ...(rounds === undefined ? {} : { rounds }),
      };
    }
    default:
      return assertNever(event);
  }
}
