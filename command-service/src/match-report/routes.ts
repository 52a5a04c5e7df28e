import { Router } from 'express';
import { onRecord } from '../core/command-handler';
import type { Commands } from '../commands';

/** `PUT /match-reports/:contestId`. */
export function matchReportRoutes(commands: Commands): Router {
  const router = Router();
  router.put('/match-reports/:id', onRecord(commands.fileMatchReport));
  return router;
}
