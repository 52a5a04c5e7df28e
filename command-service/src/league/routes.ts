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
  // League edits, ownership and officials (league/update.ts, owner.ts, officials.ts).
  router.patch('/leagues/:id', async (req, res) => {
    const leagueId = recordId(req.params.id);
    res.json(await commands.updateLeague(leagueId, req.body, metaFromHeaders(req)));
  });
  router.delete('/leagues/:id', async (req, res) => {
    const leagueId = recordId(req.params.id);
    res.json(await commands.deleteLeague(leagueId, metaFromHeaders(req)));
  });
  router.post('/leagues/owner-transfer', async (req, res) => {
    res.json(await commands.transferLeagueOwnership(req.body, metaFromHeaders(req)));
  });
  router.post('/leagues/:id/officials', async (req, res) => {
    const leagueId = recordId(req.params.id);
    res
      .status(201)
      .json(await commands.assignLeagueOfficial(leagueId, req.body, metaFromHeaders(req)));
  });
  router.delete('/leagues/:id/officials', async (req, res) => {
    const leagueId = recordId(req.params.id);
    res.json(await commands.unassignLeagueOfficial(leagueId, req.body, metaFromHeaders(req)));
  });
  router.put('/contests/:id/officials', async (req, res) => {
    const contestId = recordId(req.params.id);
    res.json(await commands.assignContestOfficials(contestId, req.body, metaFromHeaders(req)));
  });
  return router;
}
