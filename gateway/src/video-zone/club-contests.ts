import type { Paginated, PublicContest } from '@courtside/events';
import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import { rmSchema, type ContestRow } from '../db/tables';
import type { AreaDeps } from '../area-deps';
import { validate } from '../http/validate';
import { toPublicContest } from '../queries/contests';
import type { RepresentativeRow } from './representatives';

const pageSchema = yup.object({
  page: yup
    .number()
    .typeError('validNumber')
    .integer('validNumber')
    .min(1, 'validNumber')
    .max(100_000, 'validNumber')
    .default(1),
});

/** Contests of public leagues with their league's name, as the public sees them. */
function publicContests(knex: Knex) {
  return knex(`${rmSchema}.contests as c`)
    .join(`${rmSchema}.leagues as l`, 'l.id', 'c.league_id')
    .where('l.public', true)
    .select('c.*', 'l.name as league_name');
}

/** Where the club plays: either team named as the representative's club. */
function clubPlays(query: Knex.QueryBuilder, club: string) {
  return query.where((q) =>
    q
      .whereRaw('lower(c.first_team_name) = lower(?)', [club])
      .orWhereRaw('lower(c.second_team_name) = lower(?)', [club]),
  );
}

/**
 * The approved representative's pages (spec §2): the club's upcoming matches, which
 * recordings are scheduled for, and finished matches of the club's leagues (video on demand).
 * Both come from the public read models.
 */
export function clubContestRoutes(deps: AreaDeps, guards: RequestHandler[]): Router {
  const { knex } = deps;
  const router = Router();

  router.get('/video-zone/schedule-recording', ...guards, async (_req, res) => {
    const account = res.locals.account as RepresentativeRow;
    const rows = (await clubPlays(publicContests(knex), account.club ?? '')
      .where('c.time', '>=', knex.fn.now())
      .whereNotIn('c.status', ['finished', 'cancelled'])
      .orderBy([
        { column: 'c.time', order: 'asc' },
        { column: 'c.id', order: 'asc' },
      ])
      .limit(50)) as ContestRow[];
    res.json({ data: rows.map(toPublicContest), club: account.club });
  });

  router.get('/video-zone/video-on-demand', ...guards, async (req, res) => {
    const { page } = validate(pageSchema, req.query);
    const account = res.locals.account as RepresentativeRow;
    const perPage = 10;
    const leagues = clubPlays(knex(`${rmSchema}.contests as c`), account.club ?? '').distinct(
      'c.league_id',
    );
    const base = publicContests(knex).whereIn('c.league_id', leagues).where('c.status', 'finished');
    const [count] = await base.clone().clearSelect().count<{ count: string }[]>({ count: '*' });
    const total = Number(count?.count ?? 0);
    const rows = (await base
      .orderBy([
        { column: 'c.time', order: 'desc' },
        { column: 'c.id', order: 'desc' },
      ])
      .limit(perPage)
      .offset((page - 1) * perPage)) as ContestRow[];
    const answer: Paginated<PublicContest> = {
      data: rows.map(toPublicContest),
      meta: {
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    };
    res.json(answer);
  });

  return router;
}
