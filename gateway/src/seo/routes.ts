import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { publicRoute } from '../auth/permissions';
import { NotFoundError } from '../errors';
import { idParam } from '../http/params';
import { findPublicContest } from '../queries/contests';
import { publicStandings } from '../queries/league-views';
import { contestTags, leagueTags, withHeadTags, type PageTags } from './page-tags';
import { contestCardPng, scoreCardPng } from './score-card';

/**
 * `GET /seo/leagues/:id/card.png` and `GET /seo/contests/:id/card.png` (under /api): the
 * Open Graph score cards of a public league and of a public league's contest.
 */
export function scoreCardRoutes(knex: Knex): Router {
  const router = Router();
  router.get('/seo/leagues/:id/card.png', publicRoute, async (req, res) => {
    const standings = await publicStandings(knex, idParam(req.params.id));
    if (!standings) throw new NotFoundError();
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('image/png').send(await scoreCardPng(standings));
  });
  router.get('/seo/contests/:id/card.png', publicRoute, async (req, res) => {
    const contest = await findPublicContest(knex, idParam(req.params.id));
    if (!contest) throw new NotFoundError();
    // A live score moves: previews may keep the card a minute, not five.
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.type('image/png').send(await contestCardPng(contest));
  });
  return router;
}

/** A page's tags for the record `id` names, or null when it is unknown or not public. */
type TagsOf = (id: number, appUrl: string) => Promise<PageTags | null>;

/**
 * The public league and contest pages' index.html with their own title, description, Open
 * Graph tags and JSON-LD, so crawlers and link previews, which run no script, see the league or
 * the match. Anything this cannot describe (an unknown or private record, a missing build) falls
 * through to the plain app.
 */
export function leaguePageTags(options: {
  knex: Knex;
  webDist: string;
  /** The public origin links should name; the request's own when not configured. */
  appUrl?: string;
}): Router {
  const { knex } = options;
  const router = Router();
  const index = path.join(options.webDist, 'index.html');
  const origin = (req: Request) => options.appUrl ?? `${req.protocol}://${req.get('host')}`;
  const pages: Record<string, TagsOf> = {
    '/league/:id': async (id, appUrl) => {
      const standings = await publicStandings(knex, id);
      return standings && leagueTags(standings, appUrl);
    },
    '/contests/:id': async (id, appUrl) => {
      const contest = await findPublicContest(knex, id);
      return contest && contestTags(contest, appUrl);
    },
  };
  for (const [route, tagsOf] of Object.entries(pages)) {
    router.get(route, async (req, res, next) => {
      const id = Number(req.params.id);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !existsSync(index)) {
        next();
        return;
      }
      const tags = await tagsOf(id, origin(req));
      if (!tags) {
        next();
        return;
      }
      const html = await readFile(index, 'utf8');
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(withHeadTags(html, tags));
    });
  }
  return router;
}
