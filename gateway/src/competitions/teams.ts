import { Router } from 'express';
import type { AccountRow } from '../db/tables';
import { ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { need } from './need';
import { listQuery } from '../queries/paging';
import { importRoutes } from './team-import';
import { findTeam, pageAdminTeams, teamNameTaken } from '../queries/catalogue-teams';
import { receiveFile, storeLogo } from './uploads';
import { sendWrite } from '../commands/send';
import { acceptOnly } from '../http/accept-only';

const teamFields = [
  'name',
  'cyrillic_name',
  'full_name',
  'region',
  'category_id',
  'city',
  'arena_id',
  'link',
  'logo',
  'recreational',
  'is_absent',
  'licences',
] as const;

/**
 * `/admin/teams`: list (newest first, searchable), show, create, edit, delete, logo upload
 * and CSV import.
 */
export function teamRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  async function checkName(body: Record<string, unknown>, except?: number) {
    if (typeof body.name === 'string' && (await teamNameTaken(knex, body.name, except))) {
      throw new ValidationError({ name: ['teamNameTaken'] });
    }
  }

  router.get('/admin/teams', need.teams, async (req, res) => {
    res.json(await pageAdminTeams(knex, listQuery(req.query)));
  });

  router.get('/admin/teams/:id', need.teams, async (req, res) => {
    res.json({ data: await findTeam(knex, idParam(req.params.id)) });
  });

  router.post('/admin/teams', need.teams, async (req, res) => {
    const body = acceptOnly(req.body, teamFields);
    await checkName(body);
    const created = await sendWrite(deps, req, account(res), 'POST', '/teams', body);
    res.status(201).json({ data: await findTeam(knex, created.id ?? 0), ...created });
  });

  router.put('/admin/teams/:id', need.teams, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, teamFields);
    await findTeam(knex, id);
    await checkName(body, id);
    const result = await sendWrite(deps, req, account(res), 'PUT', `/teams/${id}`, body);
    res.json({ data: await findTeam(knex, id), ...result });
  });

  router.delete('/admin/teams/:id', need.teams, async (req, res) => {
    const id = idParam(req.params.id);
    await findTeam(knex, id);
    await sendWrite(deps, req, account(res), 'DELETE', `/teams/${id}`);
    res.status(204).end();
  });

  // Multipart, field "logo": checked and stored here, then saved with the team by its path.
  router.post('/admin/teams/logo', need.teams, async (req, res) => {
    const file = await receiveFile(req, res, 'logo', 'uploadImage');
    res.status(201).json(await storeLogo(deps.config, file));
  });

  router.use(importRoutes(deps));
  return router;
}
