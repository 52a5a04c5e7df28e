import express, { type Router } from 'express';
import type { AreaDeps } from '../http/area-deps';

/** Users administration, profiles and avatars, API keys. */
export function userRoutes(_deps: AreaDeps): Router {
  const router = express.Router();
  return router;
}
