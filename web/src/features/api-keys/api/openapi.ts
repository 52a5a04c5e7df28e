import { useQuery } from '@tanstack/react-query';
import type { Paginated, PublicLeagueDetail } from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';
import type { ApiKey } from './api-keys';

/** The parts of an OpenAPI operation the documentation screen shows. */
export interface ApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: ApiSchema }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
export interface ApiSchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
}
export interface OpenApiDocument {
  paths: Record<string, { get: ApiOperation }>;
}

/** GET /api/openapi.json, the document the screen renders. */
export function useOpenApi() {
  return useQuery({
    queryKey: ['api-docs', 'openapi'],
    queryFn: ({ signal }) =>
      apiRequest<OpenApiDocument>('/openapi.json', { signal, deferNotice: true }),
    staleTime: Infinity,
  });
}

/** The signed-in admin's own keys (up to 100), for examples with their leagues. */
export function useOwnKeys(accountId: number | null) {
  return useQuery({
    queryKey: ['admin', 'api-keys', 'own', accountId],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<ApiKey>>('/api-keys', {
        signal,
        deferNotice: true,
        params: { page: 1, per_page: 100 },
      }),
    select: (page) => page.data.filter((key) => key.account_id === accountId),
  });
}

/** A league's detail, for real team and contest ids in the examples. */
export function useLeagueForExamples(id: number | null) {
  return useQuery({
    queryKey: ['api-docs', 'league', id],
    queryFn: ({ signal }) =>
      apiRequest<PublicLeagueDetail>(`/leagues/${id}`, { signal, deferNotice: true }),
    enabled: id !== null,
  });
}
