import express, { type Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { adminUserRoutes } from './admin-routes';
import { avatarRoutes } from './avatar-routes';
import { profileRoutes } from './profile-routes';

/** Users administration, profiles and avatars (API keys are their own area, api-keys/). */
export function userRoutes(deps: AreaDeps): Router {
  const router = express.Router();
  router.use(adminUserRoutes(deps));
  router.use(profileRoutes(deps));
  router.use(avatarRoutes(deps));
  return router;
}
