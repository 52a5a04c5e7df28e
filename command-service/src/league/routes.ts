import { Router } from 'express';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/** `POST /leagues`, `POST /leagues/:id/teams`. */
export function leagueRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/leagues', async (req, res) => {
    res.status(201).json(await commands.createLeague(req.body, metaFromHeaders(req)));
  });
  router.post('/leagues/:id/teams', async (req, res) => {
    const leagueId = recordId(req.params.id);
    res.status(201).json(await commands.registerTeam(leagueId, req.body, metaFromHeaders(req)));
  });
  return router;
}
