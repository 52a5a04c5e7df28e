import type { AuditMappings } from '../audit';
import { arenaFields, type ArenaEvent } from './events';

export const arenaAudit: AuditMappings<ArenaEvent> = {
  ArenaCreated: {
    models: (event) => [{ model: 'arena', id: event.data.arenaId }],
    evolve: (_model, _state, event) => arenaFields(event.data),
    tags: () => ['created'],
  },
  ArenaUpdated: {
    models: (event) => [{ model: 'arena', id: event.data.arenaId }],
    evolve: (_model, _state, event) => arenaFields(event.data),
    tags: () => ['updated'],
  },
  ArenaDeleted: {
    models: (event) => [{ model: 'arena', id: event.data.arenaId }],
    evolve: () => null,
    tags: () => ['deleted'],
  },
};
