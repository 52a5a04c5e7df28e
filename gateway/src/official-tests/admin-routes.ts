import express, { type Router } from 'express';
import { assignOfficialTestSchema, officialTestSchema } from '@courtside/events';
import { requires } from '../auth/permissions';
import { sendTestCommand } from '../commands/official-tests';
import type { AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import {
  adminOfficialTest,
  isActiveOfficial,
  listOfficialTests,
  officialTestExists,
} from '../queries/official-tests';

/** Administrators write tests for officials, give them out and read the results. */
export function officialTestAdminRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = express.Router();
  // The same ability as the officials lists and their fees: whoever manages officials.
  const editor = requires({ kind: 'admin', ability: 'list.officials' });
  const account = (res: { locals: { account?: AccountRow } }) => res.locals.account as AccountRow;

  router.get('/admin/official-tests', editor, async (_req, res) => {
    res.json({ data: await listOfficialTests(knex) });
  });

  router.post('/admin/official-tests', editor, async (req, res) => {
    // Read with the command's own schema: a refused test costs no round trip.
    validate(officialTestSchema, req.body);
    const answer = await sendTestCommand(deps, req, account(res), '/official-tests', req.body);
    res.status(201).json(await adminOfficialTest(knex, Number(answer.id), res.locals.now));
  });

  router.get('/admin/official-tests/:id', editor, async (req, res) => {
    const test = await adminOfficialTest(knex, idParam(req.params.id), res.locals.now);
    if (!test) throw new NotFoundError();
    res.json(test);
  });

  router.post('/admin/official-tests/:id/assignments', editor, async (req, res) => {
    const id = idParam(req.params.id);
    const input = validate(assignOfficialTestSchema, req.body);
    if (!(await officialTestExists(knex, id))) throw new NotFoundError();
    const checks = await Promise.all(input.account_ids.map((a) => isActiveOfficial(knex, a)));
    if (checks.includes(false)) {
      throw new ValidationError({ account_ids: ['testAssignOfficial'] }, 'testAssignOfficial');
    }
    await sendTestCommand(deps, req, account(res), `/official-tests/${id}/assignments`, input);
    res.json(await adminOfficialTest(knex, id, res.locals.now));
  });

  return router;
}
