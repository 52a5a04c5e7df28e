import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import { ValidationError } from '../errors';
import { isoDay } from '../http/params';
import { validate } from '../http/validate';
import type { AccountRow } from '../db/tables';
import { contestsOfDay } from '../queries/contests';
import { currentCheckpoint } from '../queries/checkpoints';
import { toAccountAnswer, touchAccount, verifyCredentials } from './accounts';
import { inScope, scopeOfOfficial } from './official-scope';
import { publicRoute, requires } from './permissions';
import { destroySession, regenerateSession } from './session';
import { loginThrottle } from './throttle';

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

/** Officials' sign-in, "who am I", sign-out and their day list of contests. */
export function officialsRoutes(knex: Knex): Router {
  const router = Router();
  const throttle = loginThrottle(knex);
  const official = requires({ kind: 'official' });
  const scoring = requires({ kind: 'official', ability: 'view.contests' });

  router.post('/officials/login', publicRoute, async (req, res) => {
    const { email, password } = validate(loginSchema, req.body);
    const key = `official|${email.toLowerCase()}|${req.ip ?? ''}`;
    await throttle.claim(key);
    const account = await verifyCredentials(knex, 'official', email, password);
    if (!account) {
      throw new ValidationError({ email: ['badCredentials'] }, 'badCredentials');
    }
    await throttle.clear(key);
    await regenerateSession(req, res);
    req.session.account = { id: account.id, kind: 'official' };
    await touchAccount(knex, account.id);
    res.json(toAccountAnswer(account));
  });

  router.get('/officials/user', official, (_req, res) => {
    res.json(toAccountAnswer(res.locals.account as AccountRow));
  });

  router.get('/logout', publicRoute, async (req, res) => {
    if (req.session) await destroySession(req, res);
    res.status(204).end();
  });

  // The score-entry list: the day's contests in the official's scope (official-scope.ts).
  router.get('/officials/contests', scoring, async (req, res) => {
    const { date } = validate(daySchema, req.query);
    const checkpoint = await currentCheckpoint(knex);
    const scope = await scopeOfOfficial(knex, res.locals.account as AccountRow);
    const data = (await contestsOfDay(knex, date)).filter((contest) => inScope(scope, contest));
    res.json({ data, date, checkpoint });
  });

  return router;
}
