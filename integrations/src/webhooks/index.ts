/** Webhooks (issue 12 item 6): Standard Webhooks messages to API key holders' endpoints. */
export { webhookKinds, testKind, type WebhookKind } from './kinds';
export {
  newWebhookSecret,
  sealWebhookSecret,
  openWebhookSecret,
  signWebhook,
  messageIdOf,
} from './signature';
export { sendTestMessage } from './test-message';
export type { AttemptResult } from './send';
export { startFakeReceiver, type FakeReceiver, type ReceivedWebhook } from './fake-receiver';
