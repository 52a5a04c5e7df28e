import type { AuditMappings } from '../audit';
import { leagueFields, type LeagueEvent } from './events';
import { leagueSettingsFields } from './league-updated';

export const leagueAudit: AuditMappings<LeagueEvent> = {
  LeagueCreated: {
    models: (event) => [{ model: 'league', id: event.data.leagueId }],
    evolve: (_model, _state, event) => ({
      ...leagueFields(event.data),
      ...leagueSettingsFields(event.data),
      teams: [],
    }),
    tags: () => ['created'],
  },
  /** A team registration creates the team and adds it to its league. */
  TeamRegistered: {
    models: (event) => [
      { model: 'team', id: event.data.team.id },
      { model: 'league', id: event.data.leagueId },
    ],
    evolve: (model, state, event) => {
      const { team, leagueId } = event.data;
      if (model === 'team') {
        // A catalogue team (TeamCreated) keeps its fields; registering only adds the league.
        return {
          ...state,
          id: team.id,
          league_id: leagueId,
          name: team.name,
          full_name: team.fullName,
          city: team.city,
        };
      }
      if (!state) return state;
      const teams = Array.isArray(state['teams']) ? state['teams'] : [];
      return teams.includes(team.id) ? state : { ...state, teams: [...teams, team.id] };
    },
    tags: () => ['created'],
  },
  /** A rename changes the team's name (the league's list of teams stays as it was). */
  LeagueTeamRenamed: {
    models: (event) => [{ model: 'team', id: event.data.teamId }],
    evolve: (_model, state, event) => ({ ...state, id: event.data.teamId, name: event.data.name }),
    tags: () => ['updated'],
  },
};
