import type { AuditMappings } from '../audit';
import type { ApiKeyEvent } from './api-key-events';

const apiKey = (event: { data: { apiKeyId: number } }) => [
  { model: 'api_key' as const, id: event.data.apiKeyId },
];

export const apiKeyAudit: AuditMappings<ApiKeyEvent> = {
  ApiKeyCreated: {
    models: apiKey,
    evolve: (_model, _state, event) => ({
      id: event.data.apiKeyId,
      account_id: event.data.accountId,
      name: event.data.name,
      league_ids: event.data.leagueIds,
      ...(event.data.scopes ? { scopes: event.data.scopes.join(',') } : {}),
      revoked: false,
    }),
    tags: () => ['created'],
  },
  ApiKeyUpdated: {
    models: apiKey,
    evolve: (_model, state, event) => {
      if (!state) return state;
      const { name, leagueIds, scopes } = event.data.changes;
      return {
        ...state,
        ...(name === undefined ? {} : { name }),
        ...(leagueIds === undefined ? {} : { league_ids: leagueIds }),
        ...(scopes === undefined ? {} : { scopes: scopes.join(',') }),
      };
    },
    tags: () => ['updated'],
  },
  ApiKeyRevoked: {
    models: apiKey,
    evolve: (_model, state) => state && { ...state, revoked: true },
    tags: () => ['status'],
  },
};
