import { Router } from 'express';
import type { Knex } from 'knex';
import { publicRoute } from '../auth/permissions';
import { cyrillicNames } from '../queries/cyrillic-names';

/** `GET /names/cyrillic`: the names whose records carry their own Cyrillic form. */
export function nameRoutes(knex: Knex): Router {
  const router = Router();
  router.get('/names/cyrillic', publicRoute, async (_req, res) => {
    res.json({ data: await cyrillicNames(knex) });
  });
  return router;
}
