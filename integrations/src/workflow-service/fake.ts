import { startFakeEndpoint, type FakeEndpoint } from '../outbox/fake-endpoint';

/**
 * A local workflow service speaking docs/workflow-service.md: `PUT /v1/leagues/{id}/matches/
 * {matchId}` and `PUT /v1/leagues/{id}`, bearer token, Idempotency-Key.
 */
export function startFakeWorkflowService(
  options: { token?: string; port?: number } = {},
): Promise<FakeEndpoint> {
  return startFakeEndpoint({
    token: options.token ?? fakeWorkflowToken,
    port: options.port,
    routes: [/^\/v1\/leagues\/\d+\/matches\/\d+$/, /^\/v1\/leagues\/\d+$/],
  });
}

export const fakeWorkflowToken = 'local-workflow-token';
