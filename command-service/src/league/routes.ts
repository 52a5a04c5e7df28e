import { Router } from 'express';
import { onBody, onRecord } from '../core/command-handler';
import type { Commands } from '../commands';
import { metaFromHeaders } from '../core/http';
import { recordId } from '../core/schema';

/** `POST /leagues`, `POST /leagues/:id/teams`. */
export function leagueRoutes(commands: Commands): Router {
  const router = Router();
  router.post('/leagues', onBody(commands.createLeague, 201));
  router.post('/leagues/:id/teams', onRecord(commands.registerTeam, 201));
  router.post('/leagues/:id/team-renames', onRecord(commands.renameLeagueTeams));
  // League edits, ownership and officials (league/update.ts, owner.ts, officials.ts).
  router.patch('/leagues/:id', onRecord(commands.updateLeague));
  router.delete('/leagues/:id', async (req, res) => {
    const leagueId = recordId(req.params.id);
    res.json(await commands.deleteLeague(leagueId, metaFromHeaders(req)));
  });
  router.post('/leagues/owner-transfer', onBody(commands.transferLeagueOwnership));
  router.post('/leagues/:id/officials', onRecord(commands.assignLeagueOfficial, 201));
  router.delete('/leagues/:id/officials', onRecord(commands.unassignLeagueOfficial));
  router.put('/contests/:id/officials', onRecord(commands.assignContestOfficials));
  return router;
}
