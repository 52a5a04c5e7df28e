import type { RequestHandler } from 'express';
import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import type { AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import { validate } from '../http/validate';
import { accountExists, toAccountAnswer, touchAccount, verifyCredentials } from './accounts';
import { disableAccount } from './disable-account';
import { removeTwoFactor, twoFactorOf, twoFactorStatus } from './two-factor';
import { publicRoute, requires } from './permissions';
import { regenerateSession } from './session';
import { loginThrottle } from './throttle';

const loginSchema = yup.object({
  email: yup.string().typeError('required').trim().required('required').max(255, 'invalid'),
  password: yup.string().typeError('required').required('required').max(1024, 'invalid'),
});

/**
 * Lets the request through only with a signed-in, still active admin; else 401. The account
 * is loaded once per request by sessionAccount; knex stays in the signature for callers.
 */
export function requireAdmin(_knex?: Knex): RequestHandler {
  return requires({ kind: 'admin' });
}

/** Only a super-admin goes on (spec 6): 401 unless an admin, else 403 'Unauthorized.'. */
export const requireSuperAdmin: RequestHandler = requires({
  kind: 'admin',
  ability: 'super-admin',
});

/** The :id of a user route; anything but a positive integer names no record. */
function targetId(params: Record<string, unknown>): number {
  const raw = typeof params.id === 'string' ? params.id : '';
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) {
    throw new NotFoundError();
  }
  return id;
}

/**
 * Admin sign-in (password first; an admin with confirmed 2FA then owes the code), "who am I",
 * and the super-admin's user actions: reset a user's 2FA, disable a user.
 */
export function adminRoutes(options: {
  knex: Knex;
  /** Ends the account's live sockets on every gateway. */
  disconnectAccount: (id: number) => void;
}): Router {
  const { knex } = options;
  const router = Router();
  const throttle = loginThrottle(knex);
  const signedIn = requireAdmin(knex);

  router.post('/login', publicRoute, async (req, res) => {
    const { email, password } = validate(loginSchema, req.body);
    const key = `admin|${email.toLowerCase()}|${req.ip ?? ''}`;
    await throttle.claim(key);
    const account = await verifyCredentials(knex, 'admin', email, password);
    if (!account) {
      throw new ValidationError({ email: ['badCredentials'] }, 'badCredentials');
    }
    await throttle.clear(key);
    await regenerateSession(req, res);
    const twoFactor = await twoFactorOf(knex, account.id);
    const status = twoFactorStatus(twoFactor);
    if (status.confirmed) {
      // Not signed in yet: the session only remembers whose code it waits for.
      req.session.pendingTwoFactor = { id: account.id };
      res.json({ ...toAccountAnswer(account), two_factor: { ...status, pending: true } });
      return;
    }
    req.session.account = { id: account.id, kind: 'admin' };
    await touchAccount(knex, account.id);
    res.json({ ...toAccountAnswer(account), two_factor: status });
  });

  router.get('/admin/user', signedIn, async (_req, res) => {
    const account = res.locals.account as AccountRow;
    const status = twoFactorStatus(await twoFactorOf(knex, account.id));
    res.json({ ...toAccountAnswer(account), two_factor: status });
  });

  router.post(
    '/users/:id/two-factor-authentication/reset',
    signedIn,
    requireSuperAdmin,
    async (req, res) => {
      const id = targetId(req.params);
      if (!(await accountExists(knex, id))) throw new NotFoundError();
      await removeTwoFactor(knex, id);
      res.status(204).end();
    },
  );

  router.post('/users/:id/disable', signedIn, requireSuperAdmin, async (req, res) => {
    const id = targetId(req.params);
    if (id === (res.locals.account as AccountRow).id) {
      throw new ValidationError({ id: ['cannotDisableSelf'] }, 'cannotDisableSelf');
    }
    if (!(await disableAccount(knex, id))) throw new NotFoundError();
    options.disconnectAccount(id);
    res.status(204).end();
  });

  return router;
}
