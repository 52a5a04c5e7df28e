import express, { type Router } from 'express';
import type { AreaDeps } from '../http/area-deps';

/** Seasons, dates, standings and statistics, income, imports and exports, operations dashboard. */
export function resultRoutes(_deps: AreaDeps): Router {
  const router = express.Router();
  return router;
}
