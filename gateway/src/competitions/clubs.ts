import { Router } from 'express';
import type { Knex } from 'knex';
import { publicRoute } from '../auth/permissions';
import { idParam } from '../http/params';
import { publicClub } from '../queries/clubs';

/** `GET /clubs/:id`: a team of the catalogue as the public sees it. */
export function clubRoutes(knex: Knex): Router {
  const router = Router();
  router.get('/clubs/:id', publicRoute, async (req, res) => {
    const id = idParam(req.params.id);
    res.json({ data: await publicClub(knex, id) });
  });
  return router;
}
