import { Router } from 'express';
import { newLeagueFields, newLeagueSchema } from '@courtside/events';
import { requires } from '../auth/permissions';
import { createLeague, registerLeagueTeam } from '../commands/leagues';
import { sendAndWait } from '../commands/send';
import type { AccountRow } from '../db/tables';
import { acceptOnly } from '../http/accept-only';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { leagueTeams, pageAdminLeagues } from '../queries/admin-leagues';
import { listQuery } from '../queries/paging';
import { fieldErrors, validateForm } from './league-forms';
import { leagueOrNotFound } from './league-or-not-found';

/**
 * League administration (spec §2 "leagues", GitHub issue 4): the admin list, create per kind
 * with its teams and schedule, and team registration. Writes go to command-service as the admin.
 */
export function leagueRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const leagues = requires({ kind: 'admin', ability: 'list.leagues' });
  const teams = requires({ kind: 'admin', ability: 'list.teams' });
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/leagues', leagues, async (req, res) => {
    res.json(await pageAdminLeagues(knex, listQuery(req.query)));
  });

  router.post('/admin/leagues', leagues, async (req, res) => {
    const input = validateForm(newLeagueSchema, acceptOnly(req.body, newLeagueFields));
    const id = await createLeague({ deps, req, account: account(res) }, input);
    res.status(201).json({ data: await leagueOrNotFound(knex, id), id });
  });

  // Delete while nothing has been played: command-service's league decider keeps a league with a
  // result (422 leagueHasResults, relayed as it answers).
  router.delete('/admin/leagues/:id', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    await leagueOrNotFound(knex, id);
    await sendAndWait(deps, req, account(res), 'DELETE', `/leagues/${id}`);
    res.status(204).end();
  });

  router.get('/admin/leagues/:id/teams', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    await leagueOrNotFound(knex, id);
    res.json({ data: await leagueTeams(knex, id) });
  });

  router.post('/admin/leagues/:id/teams', teams, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, ['team_id', 'name', 'full_name', 'city']);
    await leagueOrNotFound(knex, id);
    if ('team_id' in body && Object.keys(body).length > 1) {
      throw fieldErrors({ team_id: ['invalid'] });
    }
    const answer = await registerLeagueTeam({ deps, req, account: account(res) }, id, body);
    res.status(201).json({ data: await leagueTeams(knex, id), id: answer.id });
  });

  return router;
}
