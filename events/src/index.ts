/**
 * @courtside/events: the event catalogue, the shared read and realtime shapes.
 * Browser-safe: the store adapters live in '@courtside/events/store' and test helpers in
 * '@courtside/events/testing', so the web app never bundles pg or gRPC.
 */
export * from './clock';
export * from './metadata';
export * from './streams';
export * from './stream-events';
export * from './catalogue';
export * from './catalogue-entry';
export * from './category/events';
export * from './category/commands';
export * from './arena/events';
export * from './arena/commands';
export * from './sport/events';
export * from './sport/commands';
export * from './team/events';
export * from './team/commands';
export * from './league/rules';
export * from './league/events';
export * from './league/commands';
export * from './league/new-league';
export * from './contest/rules';
export * from './contest/events';
export * from './contest/commands';
export * from './contest/correction-events';
export * from './contest/entry-events';
export * from './league/league-updated';
export * from './league/league-deleted';
export * from './league/officials-events';
export * from './contest/contest-officials-events';
export * from './account/events';
export * from './account/password-rule';
export * from './account/api-key-events';
export * from './league/schedule-events';
export * from './contest/replan-events';
export * from './read-models';
export * from './admin-read-models';
export * from './account-read-models';
export * from './realtime';
export * from './notices';
export * from './messages';
export * from './stored-text';
export * from './command-fields';
export * from './audit';
export * from './operations';
export * from './official-test/events';
export * from './official-test/commands';
export * from './official-test/rules';
export * from './official-test/read-models';
export * from './club/events';
export * from './club/commands';
export * from './club/jmbg';
export * from './club/read-models';
export * from './platform/events';
export * from './platform/settings';
export {
  compareCheckpoints,
  WrongExpectedRevisionError,
  type Checkpoint,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type AppendResult,
  type ReadAllResult,
  type Subscription,
  type SubscribeOptions,
  type EventStore,
} from './store/port';
export * from './official-desk/rules';
export * from './official-desk/read-models';
export * from './official-desk/report-events';
export * from './official-desk/file-events';
export * from './public-forms/schemas';
export * from './public-forms/captcha-payload';
export * from './public-pages/filters';
export * from './script/transliterate';
export * from './script/cyrillic-name';
export * from './recording/rules';
export * from './recording/events';
export * from './recording/commands';
export * from './recording/read-models';
export * from './video/rules';
export * from './video/events';
export * from './video/commands';
export * from './video/read-models';
export * from './video/markers';
export * from './video/watching';
export * from './workflow/rules';
export * from './workflow/events';
export * from './workflow/commands';
export * from './workflow/read-models';
export * from './webhook-kinds';
