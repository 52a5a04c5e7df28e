import { Router } from 'express';
import { onRecord } from '../core/command-handler';
import type { Commands } from '../commands';

/** `POST /platforms/:id/season-end`. */
export function platformRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/platforms/:id/season-end', onRecord(commands.endSeason));
  return router;
}
