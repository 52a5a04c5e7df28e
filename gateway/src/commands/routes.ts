import { setTimeout as sleep } from 'node:timers/promises';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import * as yup from 'yup';
import { scoreFields, scoreLimits, type PublicContest } from '@courtside/events';
import { assertMayScore } from '../auth/official-scope';
import { requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import { RelayedError } from '../errors';
import { idParam } from '../http/params';
import { validate } from '../http/validate';
import { findPublicContest } from '../queries/contests';
import { ConflictAnswer, forwardCommand } from './forward';

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

/**
 * After a 409 the read model may not yet show the other official's save; wait a little for
 * it (bounded), so the screen shows what actually won rather than the stale row.
 */
async function contestAtLeast(
  db: Knex,
  id: number,
  revision: unknown,
): Promise<PublicContest | null> {
  const wanted = typeof revision === 'number' ? revision : -1;
  let contest = await findPublicContest(db, id);
  for (let attempt = 0; attempt < 20 && contest && contest.revision < wanted; attempt += 1) {
    await sleep(100);
    contest = await findPublicContest(db, id);
  }
  return contest;
}

/** Contest commands of a signed-in official, forwarded to command-service. */
export function commandRoutes(options: { knex: Knex; commandServiceUrl: string; logger: Logger }) {
  const { knex, commandServiceUrl, logger } = options;
  const router = Router();
  const scorer = requires({ kind: 'official', ability: 'view.contests' });

  async function send(
    req: Request,
    id: number,
    method: 'PUT' | 'POST',
    path: string,
    body: Record<string, unknown>,
    account: AccountRow,
  ) {
    try {
      return await forwardCommand({
        baseUrl: commandServiceUrl,
        method,
        path,
        body,
        req,
        account,
        logger,
      });
    } catch (error) {
      if (!(error instanceof ConflictAnswer)) throw error;
      const contest = await contestAtLeast(knex, id, error.body.current_revision);
      throw new RelayedError(409, { ...error.body, contest });
    }
  }

  router.put('/contests/:id/score', scorer, async (req, res) => {
    const id = idParam(req.params.id);
    await assertMayScore(knex, res.locals.account as AccountRow, id);
    const input = validate(scoreSchema, req.body) as Record<string, unknown>;
    const body = Object.fromEntries(
      [...scoreFields, 'expected_revision'].map((field) => [field, input[field] ?? null]),
    );
    const accepted = await send(
      req,
      id,
      'PUT',
      `/contests/${id}/score`,
      body,
      res.locals.account as AccountRow,
    );
    res.status(accepted.status).json(accepted.body);
  });

  router.post('/contests/:id/finish', scorer, async (req, res) => {
    const id = idParam(req.params.id);
    await assertMayScore(knex, res.locals.account as AccountRow, id);
    const { expected_revision } = validate(finishSchema, req.body);
    const accepted = await send(
      req,
      id,
      'POST',
      `/contests/${id}/finish`,
      { expected_revision },
      res.locals.account as AccountRow,
    );
    res.status(accepted.status).json(accepted.body);
  });

  return router;
}
