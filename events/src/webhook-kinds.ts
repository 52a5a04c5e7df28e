/** The league events an API key holder may subscribe to (docs/webhooks.md): one list for the
 * dispatcher (integrations), the gateway's schema and OpenAPI, and the web form. */
export const webhookKinds = [
  'score.changed',
  'match.finished',
  'standings.changed',
  'schedule.changed',
] as const;
export type WebhookKind = (typeof webhookKinds)[number];
