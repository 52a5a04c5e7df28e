import { Router } from 'express';
import * as yup from 'yup';
import { scoreFields, scoreLimits } from '@courtside/events';
import { assertMayScore } from '../auth/official-scope';
import { requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import type { AreaDeps } from '../area-deps';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { sendContestCommand } from './contest';

const score = yup
  .number()
  .typeError('validNumber')
  .integer('validNumber')
  .min(scoreLimits.min, 'scoreRange')
  .max(scoreLimits.max, 'scoreRange')
  .nullable();
const expectedRevision = yup
  .number()
  .typeError('validNumber')
  .integer('validNumber')
  .min(0, 'validNumber')
  .required('required');

// Strict: a score must arrive as a JSON number or null, never a string to be guessed at.
// A period left out is null, as command-service reads it.
const scoreSchema = yup
  .object({
    ...Object.fromEntries(scoreFields.map((field) => [field, score])),
    expected_revision: expectedRevision,
  })
  .typeError('invalid')
  .strict();
const finishSchema = yup
  .object({ expected_revision: expectedRevision })
  .typeError('invalid')
  .strict();

/** Contest commands of a signed-in official, forwarded to command-service. */
export function commandRoutes(deps: AreaDeps) {
  const { knex } = deps;
  const router = Router();
  const scorer = requires({ kind: 'official', ability: 'view.contests' });

  router.put('/contests/:id/score', scorer, async (req, res) => {
    const id = idParam(req.params.id);
    await assertMayScore(knex, res.locals.account as AccountRow, id);
    const input = validate(scoreSchema, req.body) as Record<string, unknown>;
    const body = Object.fromEntries(
      [...scoreFields, 'expected_revision'].map((field) => [field, input[field] ?? null]),
    );
    const accepted = await sendContestCommand(
      deps,
      req,
      res.locals.account as AccountRow,
      id,
      'PUT',
      `/contests/${id}/score`,
      body,
    );
    res.status(accepted.status).json(accepted.body);
  });

  router.post('/contests/:id/finish', scorer, async (req, res) => {
    const id = idParam(req.params.id);
    await assertMayScore(knex, res.locals.account as AccountRow, id);
    const { expected_revision } = validate(finishSchema, req.body);
    const accepted = await sendContestCommand(
      deps,
      req,
      res.locals.account as AccountRow,
      id,
      'POST',
      `/contests/${id}/finish`,
      { expected_revision },
    );
    res.status(accepted.status).json(accepted.body);
  });

  return router;
}
