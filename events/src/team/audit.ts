import type { ModelState } from '../audit';
import type { AuditMappings } from '../audit';
import { teamFields, type TeamCreated, type TeamEvent } from './events';

/**
 * A team as the audit log shows it. Licences become one readable line ("L-1 (2025/26), …")
 * because audit values are flat.
 */
function teamState(data: TeamCreated['data']): ModelState {
  const { licences, ...fields } = teamFields(data);
  return {
    ...fields,
    licences: licences.map((licence) => `${licence.number} (${licence.season})`).join(', '),
  };
}

export const teamAudit: AuditMappings<TeamEvent> = {
  TeamCreated: {
    models: (event) => [{ model: 'team', id: event.data.teamId }],
    evolve: (_model, _state, event) => teamState(event.data),
    tags: () => ['created'],
  },
  TeamUpdated: {
    models: (event) => [{ model: 'team', id: event.data.teamId }],
    // Keeps what other events added (a league registration's league_id).
    evolve: (_model, state, event) => ({ ...state, ...teamState(event.data) }),
    tags: () => ['updated'],
  },
  TeamDeleted: {
    models: (event) => [{ model: 'team', id: event.data.teamId }],
    evolve: () => null,
    tags: () => ['deleted'],
  },
};
