import type { AuditMappings } from '../audit';
import { sportFields, type SportEvent } from './events';

export const sportAudit: AuditMappings<SportEvent> = {
  SportCreated: {
    models: (event) => [{ model: 'sport', id: event.data.sportId }],
    evolve: (_model, _state, event) => sportFields(event.data),
    tags: () => ['created'],
  },
  SportUpdated: {
    models: (event) => [{ model: 'sport', id: event.data.sportId }],
    evolve: (_model, _state, event) => sportFields(event.data),
    tags: () => ['updated'],
  },
  SportDeleted: {
    models: (event) => [{ model: 'sport', id: event.data.sportId }],
    evolve: () => null,
    tags: () => ['deleted'],
  },
};
