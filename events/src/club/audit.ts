import type { AuditMappings, ModelState } from '../audit';
import { catalogueAudit } from '../catalogue-audit';
import { clubFields, type ClubEvent, type LicenceEvent } from './events';

export const clubAudit = catalogueAudit<ClubEvent>({
  events: 'Club',
  model: 'club',
  id: (data) => data.clubId,
  state: (data) => ({ ...clubFields(data), team_ids: data.teamIds }),
});

/**
 * A licence as the audit log shows it. The JMBG, EBR number and birth place stay out: the log
 * is read more widely than the licence register and needs only who, which club and when.
 */
export const licenceAudit: AuditMappings<LicenceEvent> = {
  PlayerLicenceIssued: {
    models: (event) => [{ model: 'licence', id: event.data.licenceId }],
    evolve: (_model, _state, { data }): ModelState => ({
      kind: 'player',
      club_id: data.clubId,
      season: data.season,
      first_name: data.firstName,
      last_name: data.lastName,
      number: data.number,
      position: data.position,
      status: 'active',
    }),
    tags: () => ['created'],
  },
  OfficialLicenceIssued: {
    models: (event) => [{ model: 'licence', id: event.data.licenceId }],
    evolve: (_model, _state, { data }): ModelState => ({
      kind: 'official',
      club_id: data.clubId,
      season: data.season,
      first_name: data.firstName,
      last_name: data.lastName,
      role: data.role,
      licence_number: data.licenceNumber,
      status: 'active',
    }),
    tags: () => ['created'],
  },
  LicenceTransferred: {
    models: (event) => [{ model: 'licence', id: event.data.licenceId }],
    evolve: (_model, state, { data }) => ({
      ...state,
      club_id: data.toClubId,
      season: data.season,
    }),
    tags: () => ['transfer'],
  },
  LicenceRevoked: {
    models: (event) => [{ model: 'licence', id: event.data.licenceId }],
    evolve: (_model, state) => ({ ...state, status: 'revoked' }),
    tags: () => ['revoked'],
  },
};
