import { startFakeEndpoint, type FakeEndpoint } from '../outbox/fake-endpoint';

/**
 * A local scoreboard service speaking docs/scoreboard-service.md: `PUT /v1/leagues/{id}/matches/
 * {matchId}` and `PUT /v1/leagues/{id}/roster`, bearer token, Idempotency-Key. Records what it
 * received and can be told to fail or hang (tests, `npm start` when SCOREBOARD_URL is unset).
 */
export function startFakeScoreboard(
  options: { token?: string; port?: number } = {},
): Promise<FakeEndpoint> {
  return startFakeEndpoint({
    token: options.token ?? fakeScoreboardToken,
    port: options.port,
    routes: [/^\/v1\/leagues\/\d+\/matches\/\d+$/, /^\/v1\/leagues\/\d+\/roster$/],
  });
}

/** The token the local fake accepts; a real service's token comes from SCOREBOARD_TOKEN. */
export const fakeScoreboardToken = 'local-scoreboard-token';
