import type { ModelState } from '../audit';
import { catalogueAudit } from '../catalogue-audit';
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

export const teamAudit = catalogueAudit<TeamEvent>({
  events: 'Team',
  model: 'team',
  id: (data) => data.teamId,
  state: teamState,
  // Updates keep what other events added (a league registration's league_id).
  keepOnUpdate: true,
});
