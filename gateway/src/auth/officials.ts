import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import { UnauthenticatedError, ValidationError } from '../errors';
import { isoDay } from '../http/params';
import { validate } from '../http/validate';
import type { AccountRow } from '../db/tables';
import { contestsOfDay } from '../queries/contests';
import { currentCheckpoint } from '../queries/checkpoints';
import { findActiveAccount, toAccountAnswer, touchAccount, verifyCredentials } from './accounts';
import { destroySession, regenerateSession } from './session';
import { loginThrottle } from './throttle';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types are augmented this way
  namespace Express {
    interface Locals {
      /** The signed-in account, set by requireOfficial. */
      account?: AccountRow;
    }
  }
}

const loginSchema = yup.object({
  email: yup.string().typeError('required').trim().required('required').max(255, 'invalid'),
  password: yup.string().typeError('required').required('required').max(1024, 'invalid'),
});

const daySchema = yup.object({
  date: yup
    .string()
    .typeError('validNumber')
    .required('required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'validNumber')
    .test('real-day', 'validNumber', (value) => {
      const [year = '', month = '', day = ''] = value.split('-');
      return isoDay(year, month, day) !== null;
    }),
});

/** Lets the request through only with a signed-in, still active official; else 401. */
export function requireOfficial(knex: Knex): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const signedIn = req.session?.account;
    const account =
      signedIn?.kind === 'official' ? await findActiveAccount(knex, 'official', signedIn.id) : null;
    if (!account) throw new UnauthenticatedError();
    res.locals.account = account;
    next();
  };
}

/** Officials' sign-in, "who am I", sign-out and their day list of contests. */
export function officialsRoutes(knex: Knex): Router {
  const router = Router();
  const throttle = loginThrottle(knex);
  const signedIn = requireOfficial(knex);

  router.post('/officials/login', async (req, res) => {
    const { email, password } = validate(loginSchema, req.body);
    const key = `official|${email.toLowerCase()}|${req.ip ?? ''}`;
    await throttle.check(key);
    const account = await verifyCredentials(knex, 'official', email, password);
    if (!account) {
      await throttle.fail(key);
      throw new ValidationError({ email: ['badCredentials'] }, 'badCredentials');
    }
    await throttle.clear(key);
    await regenerateSession(req, res);
    req.session.account = { id: account.id, kind: 'official' };
    await touchAccount(knex, account.id);
    res.json(toAccountAnswer(account));
  });

  router.get('/officials/user', signedIn, (_req, res) => {
    res.json(toAccountAnswer(res.locals.account as AccountRow));
  });

  router.get('/logout', async (req, res) => {
    if (req.session) await destroySession(req, res);
    res.status(204).end();
  });

  // The score-entry list: every contest of the day the official can open.
  router.get('/officials/contests', signedIn, async (req, res) => {
    const { date } = validate(daySchema, req.query);
    const checkpoint = await currentCheckpoint(knex);
    res.json({ data: await contestsOfDay(knex, date), date, checkpoint });
  });

  return router;
}
