import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookKinds, type WebhookKind } from '@courtside/events';
import { apiRequest } from '../../../lib/api-client';

export { webhookKinds, type WebhookKind };

/** An endpoint as the gateway answers it: never its secret. */
export interface WebhookEndpoint {
  id: number;
  api_key_id: number;
  url: string;
  kinds: WebhookKind[];
  enabled: boolean;
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** The answers that carry the secret, once: creation and rotation. */
export type WithSecret = WebhookEndpoint & { secret: string };

export interface WebhookDelivery {
  id: number;
  message_id: string;
  kind: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  next_retry_at: string | null;
  state: 'pending' | 'delivered' | 'failed';
  attempted_at: string;
}

export interface TestAnswer {
  message_id: string;
  delivered: boolean;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface EndpointInput {
  url: string;
  kinds: WebhookKind[];
  enabled: boolean;
}

const listKey = (apiKeyId: number) => ['admin', 'webhooks', apiKeyId] as const;

export function useWebhooks(apiKeyId: number) {
  return useQuery({
    queryKey: listKey(apiKeyId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: WebhookEndpoint[] }>(`/admin/api-keys/${apiKeyId}/webhooks`, {
        signal,
        deferNotice: true,
      }),
  });
}

export function useDeliveries(endpointId: number) {
  return useQuery({
    queryKey: ['admin', 'webhook-deliveries', endpointId],
    queryFn: ({ signal }) =>
      apiRequest<{ data: WebhookDelivery[] }>(`/admin/webhooks/${endpointId}/deliveries`, {
        signal,
        deferNotice: true,
      }),
  });
}

/** Every change to a key's endpoints refreshes its list and the deliveries. */
export function useWebhookActions(apiKeyId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey(apiKeyId) }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'webhook-deliveries'] }),
    ]);
  return {
    create: useMutation({
      mutationFn: (input: EndpointInput) =>
        apiRequest<WithSecret>(`/admin/api-keys/${apiKeyId}/webhooks`, {
          method: 'POST',
          body: input,
          quietStatuses: [422],
        }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: Partial<EndpointInput> }) =>
        apiRequest<WebhookEndpoint>(`/admin/webhooks/${id}`, {
          method: 'PATCH',
          body: input,
          quietStatuses: [422],
        }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest<void>(`/admin/webhooks/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    rotate: useMutation({
      mutationFn: (id: number) =>
        apiRequest<WithSecret>(`/admin/webhooks/${id}/rotate-secret`, { method: 'POST', body: {} }),
    }),
    test: useMutation({
      mutationFn: (id: number) =>
        apiRequest<TestAnswer>(`/admin/webhooks/${id}/test`, {
          method: 'POST',
          body: {},
          timeoutMs: 20_000,
        }),
      onSettled: refresh,
    }),
  };
}
