import type { AuditMappings } from '../audit';
import type { CategoryEvent } from './events';

export const categoryAudit: AuditMappings<CategoryEvent> = {
  CategoryCreated: {
    models: (event) => [{ model: 'category', id: event.data.categoryId }],
    evolve: (_model, _state, event) => {
      const d = event.data;
      return {
        id: d.categoryId,
        name: d.name,
        season: d.season,
        public: d.public,
        tabindex: d.tabindex,
      };
    },
    tags: () => ['created'],
  },
  CategoryUpdated: {
    models: (event) => [{ model: 'category', id: event.data.categoryId }],
    evolve: (_model, state, event) => {
      const d = event.data;
      return { ...state, id: d.categoryId, name: d.name, season: d.season, public: d.public };
    },
    tags: () => ['updated'],
  },
  CategoryMoved: {
    models: (event) => [{ model: 'category', id: event.data.categoryId }],
    evolve: (_model, state, event) => ({
      ...state,
      id: event.data.categoryId,
      tabindex: event.data.tabindex,
    }),
    tags: () => ['moved'],
  },
  CategoryDeleted: {
    models: (event) => [{ model: 'category', id: event.data.categoryId }],
    evolve: () => null,
    tags: () => ['deleted'],
  },
};
