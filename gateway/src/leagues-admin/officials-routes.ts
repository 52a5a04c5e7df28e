import express, { type Router } from 'express';
import { assignContestOfficialsSchema, leagueOfficialCommandSchema } from '@courtside/events';
import { requires } from '../auth/permissions';
import {
  assignContestCrew,
  assignLeagueOfficial,
  editLeague,
  unassignLeagueOfficial,
} from '../commands/league-officials';
import { eligible } from '../commands/official-eligibility';
import type { AccountRow } from '../db/tables';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { findAdminLeague, findLeagueName } from '../queries/admin-leagues';
import { contestCrew, leagueOfficials, searchOfficialAccounts } from '../queries/league-officials';
import { leagueEditFields, pickerSchema, rejectUnknown } from './officials-schemas';

/**
 * League edit (fees, standings points, flags), officials lists per league, officials per
 * contest, and the accounts to pick officials from.
 */
export function leagueOfficialsRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = express.Router();
  const leagueEditor = requires({ kind: 'admin', ability: 'list.leagues' });
  const officialsEditor = requires({ kind: 'admin', ability: 'list.officials' });
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/leagues/:id', leagueEditor, async (req, res) => {
    const league = await findAdminLeague(knex, idParam(req.params.id));
    if (!league) throw new NotFoundError();
    res.json(league);
  });

  router.patch('/admin/leagues/:id', leagueEditor, async (req, res) => {
    const id = idParam(req.params.id);
    rejectUnknown(req.body, leagueEditFields);
    // command-service validates the changes (UpdateLeague's schema) and its 422 is relayed.
    await editLeague(deps, req, account(res), id, req.body as Record<string, unknown>);
    res.json(await findAdminLeague(knex, id));
  });

  router.get('/admin/leagues/:id/officials', officialsEditor, async (req, res) => {
    const id = idParam(req.params.id);
    const league = await findLeagueName(knex, id);
    if (!league) throw new NotFoundError();
    res.json({ league, lists: await leagueOfficials(knex, id) });
  });

  router.post('/admin/leagues/:id/officials', officialsEditor, async (req, res) => {
    const id = idParam(req.params.id);
    rejectUnknown(req.body, ['account_id', 'role']);
    const input = validate(leagueOfficialCommandSchema, req.body);
    await assignLeagueOfficial(deps, req, account(res), id, input);
    res.status(201).json({ lists: await leagueOfficials(knex, id) });
  });

  router.delete('/admin/leagues/:id/officials', officialsEditor, async (req, res) => {
    const id = idParam(req.params.id);
    rejectUnknown(req.body ?? {}, ['account_id', 'role']);
    const input = validate(leagueOfficialCommandSchema, req.body);
    await unassignLeagueOfficial(deps, req, account(res), id, input);
    res.json({ lists: await leagueOfficials(knex, id) });
  });

  router.get('/admin/contests/:id/officials', officialsEditor, async (req, res) => {
    const crew = await contestCrew(knex, idParam(req.params.id));
    if (!crew) throw new NotFoundError();
    res.json(crew);
  });

  router.put('/admin/contests/:id/officials', officialsEditor, async (req, res) => {
    const id = idParam(req.params.id);
    rejectUnknown(req.body, ['delegate_id', 'referee_ids', 'statistician_id']);
    // Read with the command's own schema: the picks are checked against their roles first.
    const crew = validate(assignContestOfficialsSchema, req.body);
    await assignContestCrew(deps, req, account(res), id, crew);
    res.json(await contestCrew(knex, id));
  });

  router.get('/admin/officials', officialsEditor, async (req, res) => {
    const { role, search } = validate(pickerSchema, req.query);
    const rows = await searchOfficialAccounts(knex, {
      administrators: role === 'administrator',
      search,
    });
    const data = rows
      .filter((row) => (role ? eligible(row, role) : true))
      .map(({ id, name, email, roles }) => ({ id, name, email, roles }));
    res.json({ data });
  });

  return router;
}
