import { Router } from 'express';
import type { Knex } from 'knex';
import { contestListFilterSchema, playerBaseFilterSchema } from '@courtside/events';
import { publicRoute } from '../auth/permissions';
import { validate } from '../http/validate';
import { contestListOptions, listPublicContests } from '../queries/contest-list';
import { playerBaseOptions, searchPlayerBase } from '../queries/player-base';

/**
 * The public contests list and player base (spec §2 contests, baza-igraca). Filters are parsed
 * by the same schemas the pages use for their URLs; a bad value is a 422, never a 500.
 */
export function publicPageRoutes(knex: Knex): Router {
  const router = Router();

  router.get('/contests', publicRoute, async (req, res) => {
    res.json(await listPublicContests(knex, validate(contestListFilterSchema, req.query)));
  });

  router.get('/contests-filters', publicRoute, async (_req, res) => {
    res.json(await contestListOptions(knex));
  });

  router.get('/player-base', publicRoute, async (req, res) => {
    res.json(await searchPlayerBase(knex, validate(playerBaseFilterSchema, req.query)));
  });

  router.get('/player-base/filters', publicRoute, async (_req, res) => {
    res.json(await playerBaseOptions(knex));
  });

  return router;
}
