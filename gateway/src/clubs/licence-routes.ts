import { Router } from 'express';
import * as yup from 'yup';
import type { AreaDeps } from '../area-deps';
import { sendWrite } from '../commands/send';
import type { AccountRow } from '../db/tables';
import { acceptOnly } from '../http/accept-only';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import {
  allLicences,
  findLicence,
  licenceSeasons,
  pageLicences,
  type LicenceFilter,
} from '../queries/licence-register';
import { listQuery } from '../queries/paging';
import { needClubs } from './need';

const filterSchema = yup.object({
  club_id: yup.number().typeError('validNumber').integer('validNumber').positive('validNumber'),
  season: yup.string().trim().max(20, 'validSeason'),
  kind: yup.string().oneOf(['player', 'official'] as const, 'invalid'),
  status: yup.string().oneOf(['active', 'revoked'] as const, 'invalid'),
});

function licenceFilter(query: unknown): LicenceFilter {
  const parsed = validate(filterSchema, query);
  const { search } = listQuery(query);
  return { ...parsed, search };
}

const playerFields = [
  'kind',
  'club_id',
  'season',
  'first_name',
  'last_name',
  'cyrillic_first_name',
  'cyrillic_last_name',
  'birth_date',
  'birth_place',
  'ebr',
  'jmbg',
  'photo',
  'number',
  'position',
  'role',
  'licence_number',
];

/**
 * `/admin/licences`: the licences preview (filters by club, season, kind, status and a search;
 * `print` answers every match for the printable view), one licence with its history, and issue,
 * transfer and revoke, each an event on the licence's stream.
 */
export function licenceAdminRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/licences', needClubs, async (req, res) => {
    res.json(await pageLicences(knex, licenceFilter(req.query), listQuery(req.query)));
  });

  router.get('/admin/licences/print', needClubs, async (req, res) => {
    res.json({ data: await allLicences(knex, licenceFilter(req.query)) });
  });

  router.get('/admin/licences/seasons', needClubs, async (_req, res) => {
    res.json({ data: await licenceSeasons(knex) });
  });

  router.get('/admin/licences/:id', needClubs, async (req, res) => {
    res.json({ data: await findLicence(knex, idParam(req.params.id)) });
  });

  router.post('/admin/licences', needClubs, async (req, res) => {
    const body = acceptOnly(req.body, playerFields);
    const created = await sendWrite(deps, req, account(res), 'POST', '/licences', body);
    res.status(201).json({ data: await findLicence(knex, created.id ?? 0), ...created });
  });

  router.post('/admin/licences/:id/transfer', needClubs, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, ['club_id', 'season', 'reason']);
    await findLicence(knex, id);
    const result = await sendWrite(
      deps,
      req,
      account(res),
      'POST',
      `/licences/${id}/transfer`,
      body,
    );
    res.json({ data: await findLicence(knex, id), ...result });
  });

  router.post('/admin/licences/:id/revoke', needClubs, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, ['reason']);
    await findLicence(knex, id);
    const result = await sendWrite(deps, req, account(res), 'POST', `/licences/${id}/revoke`, body);
    res.json({ data: await findLicence(knex, id), ...result });
  });

  return router;
}
