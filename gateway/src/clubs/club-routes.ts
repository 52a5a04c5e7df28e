import { Router } from 'express';
import type { AreaDeps } from '../area-deps';
import { sendWrite } from '../commands/send';
import type { AccountRow } from '../db/tables';
import { ValidationError } from '../errors';
import { acceptOnly } from '../http/accept-only';
import { idParam } from '../http/params';
import type { TextKey } from '../i18n';
import {
  clubNameTaken,
  findAdminClub,
  pageAdminClubs,
  teamsInOtherClubs,
} from '../queries/club-register';
import { listQuery } from '../queries/paging';
import { needClubs } from './need';

const clubFields = [
  'name',
  'cyrillic_name',
  'city',
  'region',
  'arena_id',
  'logo',
  'link',
  'contact',
  'team_ids',
];

/** `/admin/clubs`: list, show, create, edit, delete; a club's teams are catalogue teams by id. */
export function clubAdminRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  /**
   * Name unique and each team in one club at most, read side: reports both at once, before an id
   * is used up. Requests sent at once all pass it; command-service's claims are the guard.
   */
  async function checkClub(body: Record<string, unknown>, except?: number) {
    const problems: Record<string, TextKey[]> = {};
    if (typeof body.name === 'string' && (await clubNameTaken(knex, body.name, except))) {
      problems.name = ['clubNameTaken'];
    }
    const teamIds = Array.isArray(body.team_ids)
      ? body.team_ids.filter((id): id is number => Number.isSafeInteger(id))
      : [];
    const taken = new Set(await teamsInOtherClubs(knex, teamIds, except));
    teamIds.forEach((id, index) => {
      if (taken.has(id)) problems[`team_ids[${index}]`] = ['teamInOtherClub'];
    });
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  }

  router.get('/admin/clubs', needClubs, async (req, res) => {
    res.json(await pageAdminClubs(knex, listQuery(req.query)));
  });

  router.get('/admin/clubs/:id', needClubs, async (req, res) => {
    res.json({ data: await findAdminClub(knex, idParam(req.params.id)) });
  });

  router.post('/admin/clubs', needClubs, async (req, res) => {
    const body = acceptOnly(req.body, clubFields);
    await checkClub(body);
    const created = await sendWrite(deps, req, account(res), 'POST', '/clubs', body);
    res.status(201).json({ data: await findAdminClub(knex, created.id ?? 0), ...created });
  });

  router.put('/admin/clubs/:id', needClubs, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, clubFields);
    await findAdminClub(knex, id);
    await checkClub(body, id);
    const result = await sendWrite(deps, req, account(res), 'PUT', `/clubs/${id}`, body);
    res.json({ data: await findAdminClub(knex, id), ...result });
  });

  router.delete('/admin/clubs/:id', needClubs, async (req, res) => {
    const id = idParam(req.params.id);
    await findAdminClub(knex, id);
    await sendWrite(deps, req, account(res), 'DELETE', `/clubs/${id}`);
    res.status(204).end();
  });

  return router;
}
