import { Router } from 'express';
import type { Knex } from 'knex';
import { publicRoute } from '../auth/permissions';
import { idParam } from '../http/params';
import { teamLink } from '../queries/club-register';

/**
 * Spec §7 `GET /leagues/team/{id}/link` → `{ licensedPlayers, licensedClubOfficials, club }`:
 * public, so JMBG, EBR, birth place and the full birth date never appear (birth year only).
 */
export function teamLinkRoutes(knex: Knex): Router {
  const router = Router();
  router.get('/leagues/team/:id/link', publicRoute, async (req, res) => {
    res.json(await teamLink(knex, idParam(req.params.id)));
  });
  return router;
}
