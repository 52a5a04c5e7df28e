import express, { type Router } from 'express';
import type { AreaDeps } from '../http/area-deps';

/** Video-zone representatives and password resets for every sign-in kind. */
export function videoZoneRoutes(_deps: AreaDeps): Router {
  const router = express.Router();
  return router;
}
