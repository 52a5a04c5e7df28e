import express, { type Router } from 'express';
import { submitOfficialTestSchema } from '@courtside/events';
import { requires } from '../auth/permissions';
import { sendTestCommand } from '../commands/official-tests';
import type { AccountRow } from '../db/tables';
import { NotFoundError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { officialTestAttempt, officialTestsOf } from '../queries/official-test-attempts';

/**
 * An official's tests: the list, one test (questions only once started, correct options only
 * once handed in), the start and the hand-in. Each official sees only the tests given to them.
 */
export function officialTestRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = express.Router();
  const official = requires({ kind: 'official' });
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  const view = async (id: number, res: express.Response) => {
    const attempt = await officialTestAttempt(knex, id, account(res).id, res.locals.now);
    if (!attempt) throw new NotFoundError();
    return attempt;
  };

  router.get('/officials/tests', official, async (_req, res) => {
    res.json({ data: await officialTestsOf(knex, account(res).id, res.locals.now) });
  });

  router.get('/officials/tests/:id', official, async (req, res) => {
    res.json(await view(idParam(req.params.id), res));
  });

  router.post('/officials/tests/:id/start', official, async (req, res) => {
    const id = idParam(req.params.id);
    await view(id, res); // not given to this official: not found, before any command
    await sendTestCommand(deps, req, account(res), `/official-tests/${id}/attempt`);
    res.json(await view(id, res));
  });

  router.post('/officials/tests/:id/submit', official, async (req, res) => {
    const id = idParam(req.params.id);
    const input = validate(submitOfficialTestSchema, req.body);
    await sendTestCommand(deps, req, account(res), `/official-tests/${id}/submission`, input);
    res.json(await view(id, res));
  });

  return router;
}
