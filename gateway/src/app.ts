import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Clock, EventStore } from '@courtside/events';
import { requestIdentity } from './api-keys/request-identity';
import { apiKeyRoutes } from './api-keys/routes';
import { webhookRoutes } from './webhooks/routes';
import { adminRoutes } from './auth/admins';
import { officialsRoutes } from './auth/officials';
import { publicRoute, sessionAccount } from './auth/permissions';
import { roleRoutes } from './auth/role-routes';
import { csrfCookieRoute, sessionMiddleware, verifyCsrf } from './auth/session';
import { totpKey } from './auth/totp-secret';
import { twoFactorGate } from './auth/two-factor-gate';
import { twoFactorRoutes } from './auth/two-factor-routes';
import { commandRoutes } from './commands/routes';
import { competitionRoutes } from './competitions/routes';
import type { GatewayConfig } from './config';
import { apiNotFound, errorHandler } from './errors';
import type { AreaDeps } from './area-deps';
import { healthRoutes } from './http/health';
import { PublicCache } from './http/public-cache';
import { assertReadModelsExist } from './queries/checkpoints';
import { rejectUnstorableText } from './http/reject-unstorable-text';
import { requestTime } from './http/request-time';
import { leagueAdminRoutes } from './leagues-admin/routes';
import { integrationsAdminRoutes } from './integrations-admin/routes';
import { securityHeaders } from './http/security';
import { webAppRoutes } from './http/web-app';
import { requestLogger } from './logger';
import { auditRoutes } from './audit/routes';
import { queryRoutes } from './results/public-routes';
import { resultRoutes } from './results/routes';
import type { ReadModelWatch } from './realtime/wait-for-position';
import { userRoutes } from './users/routes';
import { videoZoneRoutes } from './video-zone/routes';
import { videoMediaRoutes } from './video/media-routes';
import { videoStorageFrom } from './video/storage';
import { officialDeskRoutes } from './official-desk/routes';
import { officialTestsArea } from './official-tests/routes';
import { clubRoutes } from './clubs/routes';
import { platformRoutes } from './platform/routes';
import { providerRoutes } from './providers/routes';
import { publicFormRoutes } from './public-forms/routes';
import { createThreadFeed } from './public-forms/thread-feed';
import { publicPageRoutes } from './public-pages/routes';
import { nameRoutes } from './names/routes';
import { openApiRoutes } from './openapi/routes';
import { leaguePageTags, scoreCardRoutes } from './seo/routes';
import { videoUploadRoutes } from './video/routes';
import { workflowRoutes } from './workflows/routes';
import { createImportJobs, defaultImportJobPolicy } from './providers/import-jobs';

/** Builds the Express app: /api, health checks and the web app, in that order. */
export function createApp(options: {
  config: GatewayConfig;
  knex: Knex;
  pool: pg.Pool;
  logger: Logger;
  isListening: () => boolean;
  /** Fed by the change-notice listener; writes wait on it for their own position. */
  readModels: ReadModelWatch;
  /** The event log, for history replay (GET /api/history/...). */
  store?: EventStore;
  clock: Clock;
  /** Disconnects an account's sockets (on every gateway) when it is disabled. */
  disconnectAccount?: (id: number) => void;
  /** Serialized public answers, kept while the change notices reach it (none: never kept). */
  publicCache?: PublicCache;
}) {
  const { config, knex, pool, logger } = options;
  // New contact threads, told to the live threads screen once Socket.IO is up (index.ts).
  const threadFeed = createThreadFeed();
  const app: Express = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(securityHeaders);
  app.use(healthRoutes(() => assertReadModelsExist(knex), options.isListening));

  const publicCache = options.publicCache ?? new PublicCache(0);
  const area: AreaDeps = {
    config,
    knex,
    pool,
    logger,
    store: options.store,
    clock: options.clock,
    disconnectAccount: options.disconnectAccount ?? (() => {}),
    readModels: options.readModels,
    publicCache,
  };
  const providerImports = createImportJobs(area, {
    ...defaultImportJobPolicy,
    ...config.providerImportJobs,
  });
  area.providerImports = providerImports;
  const sessions = sessionMiddleware({ pool, knex, secret: config.sessionSecret, logger });
  const api = express.Router();
  api.use(requestTime(options.clock));
  api.use(requestIdentity(area));
  api.use(cookieParser());
  api.use(express.json({ limit: '100kb' }));
  api.use(rejectUnstorableText);
  api.use(sessions.middleware);
  api.use(verifyCsrf);
  api.use(twoFactorGate(knex));
  api.use(sessionAccount(knex, sessions.store));
  api.get('/sanctum/csrf-cookie', publicRoute, csrfCookieRoute);
  api.use(officialsRoutes(knex));
  api.use(adminRoutes({ knex, disconnectAccount: options.disconnectAccount ?? (() => {}) }));
  api.use(twoFactorRoutes({ knex, totpKey: totpKey(config.totpEncryptionKey) }));
  api.use(clubRoutes(area));
  api.use(queryRoutes(knex, publicCache));
  api.use(auditRoutes({ knex, store: options.store }));
  api.use(roleRoutes(knex));
  api.use(commandRoutes(area));
  api.use(videoZoneRoutes(area));
  api.use(videoUploadRoutes(area));
  api.use(userRoutes(area));
  api.use(apiKeyRoutes(area));
  api.use(webhookRoutes(area));
  api.use(competitionRoutes(area));
  api.use(leagueAdminRoutes(area));
  api.use(integrationsAdminRoutes(area));
  api.use(resultRoutes(area));
  api.use(officialDeskRoutes(area));
  api.use(officialTestsArea(area));
  api.use(platformRoutes(area));
  api.use(workflowRoutes(area));
  api.use(providerRoutes(area));
  api.use(publicFormRoutes(area, threadFeed));
  api.use(publicPageRoutes(knex));
  api.use(nameRoutes(knex));
  api.use(scoreCardRoutes(knex));
  api.use(openApiRoutes());
  api.use(apiNotFound);
  app.use('/api', api);

  // Issue 11: video files behind signed links, outside /api (no session, no CSRF).
  app.use(
    videoMediaRoutes({
      knex,
      config,
      clock: options.clock,
      storage: videoStorageFrom(config),
    }),
  );
  app.use(leaguePageTags({ knex, webDist: config.webDist, appUrl: config.appUrl }));
  app.use(webAppRoutes(config.webDist));
  app.use(errorHandler(logger));
  return {
    app,
    sessionStore: sessions.store,
    sessionMiddleware: sessions.middleware,
    threadFeed,
    providerImports,
  };
}
