import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { HttpError } from '../errors';
import type { TextKey } from '../i18n';

declare module 'express-session' {
  interface SessionData {
    /** An admin who gave the right password and still owes the two-factor code. */
    pendingTwoFactor: { id: number };
  }
}

/** 403 for a session that may not go further yet (2FA pending or not enabled, or no role). */
export class TwoFactorForbiddenError extends HttpError {
  readonly status = 403;
  constructor(key: TextKey) {
    super(key);
  }
}

// Paths inside /api; everything else answers 403 while the condition holds.
const whilePending = new Set(['/sanctum/csrf-cookie', '/logout', '/two-factor-challenge']);
const withoutTwoFactor = new Set([
  '/sanctum/csrf-cookie',
  '/logout',
  '/admin/user',
  '/user/two-factor-authentication',
  '/user/confirmed-two-factor-authentication',
]);

/**
 * The spec's guard rules on the server: while a code is pending, only the challenge (and
 * sign-out) answer; an admin without confirmed 2FA reaches only enrolment, "who am I" and
 * sign-out (spec 5: an administrator must enable 2FA).
 */
export function twoFactorGate(knex: Knex): RequestHandler {
  return async (req, _res, next) => {
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const session = req.session;
    if (session?.pendingTwoFactor && !session.account) {
      if (!whilePending.has(path)) throw new TwoFactorForbiddenError('twoFactorPending');
    } else if (session?.account?.kind === 'admin' && !withoutTwoFactor.has(path)) {
      const confirmed = await knex('account_two_factor')
        .where({ account_id: session.account.id })
        .whereNotNull('confirmed_at')
        .first('account_id');
      if (!confirmed) throw new TwoFactorForbiddenError('twoFactorRequired');
    }
    next();
  };
}
