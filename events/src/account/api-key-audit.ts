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
      revoked: false,
    }),
    tags: () => ['created'],
  },
  ApiKeyRevoked: {
    models: apiKey,
    evolve: (_model, state) => state && { ...state, revoked: true },
    tags: () => ['status'],
  },
};
