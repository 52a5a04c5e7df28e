import type { Router } from 'express';
import express from 'express';
import type { AreaDeps } from '../area-deps';
import { lastActivity } from '../users/last-activity';
import { authenticateApiKey } from './authenticate';

/**
 * Who a request is beyond the session: an API key from a header (authenticateApiKey), and,
 * once answered, the signed-in account's last activity. Mounted once, before the session.
 */
export function requestIdentity(deps: AreaDeps): Router {
  const router = express.Router();
  router.use(authenticateApiKey(deps.knex));
  router.use(lastActivity(deps.knex, deps.logger));
  return router;
}
