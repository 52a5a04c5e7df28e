import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import type { Knex } from 'knex';
import { publicRoute } from '../auth/permissions';
import { NotFoundError } from '../errors';
import { idParam } from '../http/params';
import { publicStandings } from '../queries/league-views';
import { leagueTags, withHeadTags } from './page-tags';
import { scoreCardPng } from './score-card';

/** `GET /seo/leagues/:id/card.png` (under /api): a public league's Open Graph score card. */
export function scoreCardRoutes(knex: Knex): Router {
  const router = Router();
  router.get('/seo/leagues/:id/card.png', publicRoute, async (req, res) => {
    const standings = await publicStandings(knex, idParam(req.params.id));
    if (!standings) throw new NotFoundError();
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('image/png').send(await scoreCardPng(standings));
  });
  return router;
}

/**
 * The league page's index.html with its own title, description, Open Graph tags and JSON-LD,
 * so crawlers and link previews, which run no script, see the league. Anything this cannot
 * describe (an unknown or private league, a missing build) falls through to the plain app.
 */
export function leaguePageTags(options: {
  knex: Knex;
  webDist: string;
  /** The public origin links should name; the request's own when not configured. */
  appUrl?: string;
}): Router {
  const router = Router();
  const index = path.join(options.webDist, 'index.html');
  router.get('/league/:id', async (req, res, next) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !existsSync(index)) {
      next();
      return;
    }
    const standings = await publicStandings(options.knex, id);
    if (!standings) {
      next();
      return;
    }
    const html = await readFile(index, 'utf8');
    res.setHeader('Cache-Control', 'no-cache');
    res
      .type('html')
      .send(
        withHeadTags(
          html,
          leagueTags(standings, options.appUrl ?? `${req.protocol}://${req.get('host')}`),
        ),
      );
  });
  return router;
}
