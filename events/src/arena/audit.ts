import { catalogueAudit } from '../catalogue-audit';
import { arenaFields, type ArenaEvent } from './events';

export const arenaAudit = catalogueAudit<ArenaEvent>({
  events: 'Arena',
  model: 'arena',
  id: (data) => data.arenaId,
  state: arenaFields,
});
