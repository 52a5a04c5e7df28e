import { Router } from 'express';
import { requires } from '../auth/permissions';
import { generateSchedule, planContest } from '../commands/leagues';
import { sendAndWait } from '../commands/send';
import type { AccountRow } from '../db/tables';
import { acceptOnly } from '../http/accept-only';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { findAdminContest, leagueContests } from '../queries/admin-leagues';
import { bracketOf } from '../queries/league-bracket';
import { fieldErrors, planFields, planSchemaFor, validateForm } from './league-forms';
import { leagueOrNotFound } from './league-or-not-found';

/** A league's contests: schedule generation, brackets and re-planning one contest. */
export function scheduleRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const leagues = requires({ kind: 'admin', ability: 'list.leagues' });
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/leagues/:id/contests', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    await leagueOrNotFound(knex, id);
    res.json({ data: await leagueContests(knex, id) });
  });

  router.post('/admin/leagues/:id/schedule', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, ['groups']);
    const league = await leagueOrNotFound(knex, id);
    // Contests entered by hand count too: a schedule is only generated for an empty league.
    if (league.contests_count > 0) throw fieldErrors({ schedule: ['scheduleExists'] });
    const answer = await generateSchedule({ deps, req, account: account(res) }, id, body);
    res.status(201).json({ contests: answer.contests, data: await leagueContests(knex, id) });
  });

  router.post('/admin/leagues/:id/bracket', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, ['team_ids', 'best_of']);
    await leagueOrNotFound(knex, id);
    await sendAndWait(deps, req, account(res), 'POST', `/leagues/${id}/bracket`, body);
    res.status(201).json(await bracketOf(knex, id));
  });

  router.get('/admin/leagues/:id/bracket', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    await leagueOrNotFound(knex, id);
    res.json(await bracketOf(knex, id));
  });

  router.patch('/admin/contests/:id/plan', leagues, async (req, res) => {
    const id = idParam(req.params.id);
    const body = acceptOnly(req.body, planFields);
    const input = validateForm(planSchemaFor(body), body);
    await planContest({ deps, req, account: account(res) }, id, input);
    res.json({ data: await findAdminContest(knex, id) });
  });

  return router;
}
