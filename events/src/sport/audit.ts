import { catalogueAudit } from '../catalogue-audit';
import { sportFields, type SportEvent } from './events';

export const sportAudit = catalogueAudit<SportEvent>({
  events: 'Sport',
  model: 'sport',
  id: (data) => data.sportId,
  state: sportFields,
});
