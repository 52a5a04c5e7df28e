import * as yup from 'yup';
import type { AuditMappings } from '../audit';

export const leagueDeletedSchema = yup.object({
  leagueId: yup.number().integer().positive().required(),
});

/**
 * A league with no result yet was deleted by an organiser (spec §2 "leagues": delete while
 * nothing has been played). Its stream takes no command after this one.
 */
export interface LeagueDeleted {
  type: 'LeagueDeleted';
  data: yup.InferType<typeof leagueDeletedSchema>;
}

export const leagueDeletedAudit: AuditMappings<LeagueDeleted> = {
  LeagueDeleted: {
    models: (event) => [{ model: 'league', id: event.data.leagueId }],
    evolve: () => null,
    tags: () => ['deleted'],
  },
};
