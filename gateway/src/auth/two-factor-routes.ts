import { Router } from 'express';
import type { Knex } from 'knex';
import * as yup from 'yup';
import type { AccountRow } from '../db/tables';
import { UnauthenticatedError, ValidationError } from '../errors';
import { validate } from '../http/validate';
import type { TextKey } from '../i18n';
import { findActiveAccount, toAccountAnswer, touchAccount } from './accounts';
import { requireAdmin } from './admins';
import { publicRoute } from './permissions';
import { destroySession, regenerateSession } from './session';
import { loginThrottle } from './throttle';
import {
  acceptCode,
  confirmEnrolment,
  removeTwoFactor,
  startEnrolment,
  twoFactorOf,
  twoFactorStatus,
  useRecoveryCode,
} from './two-factor';

/** Wrong two-factor codes allowed per account before a pause (issue: "5 in 5 minutes"). */
export const twoFactorLimits = { maxFailures: 5, windowSeconds: 300 };

const codeSchema = yup.object({
  code: yup.string().typeError('required').trim().required('required').max(64, 'invalid'),
});

const challengeSchema = yup
  .object({
    code: yup.string().typeError('invalid').trim().max(64, 'invalid'),
    recovery_code: yup.string().typeError('invalid').trim().max(64, 'invalid'),
  })
  .test('one-of', 'required', (value) => Boolean(value.code || value.recovery_code));

function invalid(field: 'code' | 'recovery_code'): ValidationError {
  const key: TextKey = field === 'code' ? 'twoFactorInvalidCode' : 'twoFactorInvalidRecoveryCode';
  return new ValidationError({ [field]: [key] }, key);
}

/**
 * Two-factor endpoints (Fortify's paths): enrolment and its confirmation, the challenge after
 * a password sign-in, and turning 2FA off. Seeds and recovery codes appear in exactly one
 * answer each and never in a log line.
 */
export function twoFactorRoutes(options: { knex: Knex; totpKey: Buffer }): Router {
  const { knex, totpKey } = options;
  const router = Router();
  const throttle = loginThrottle(knex, twoFactorLimits);
  const signedIn = requireAdmin(knex);
  const throttleKey = (id: number) => `two-factor|${id}`;

  /** Checks a code under the per-account throttle; throws 422 or 429. */
  async function checkCode(
    accountId: number,
    check: () => Promise<boolean>,
    field: 'code' | 'recovery_code',
  ) {
    const key = throttleKey(accountId);
    await throttle.claim(key);
    if (!(await check())) {
      throw invalid(field);
    }
    await throttle.clear(key);
  }

  router.post('/user/two-factor-authentication', signedIn, async (_req, res) => {
    const account = res.locals.account as AccountRow;
    const current = await twoFactorOf(knex, account.id);
    if (current?.confirmed_at) {
      throw new ValidationError({ code: ['twoFactorAlreadyEnabled'] }, 'twoFactorAlreadyEnabled');
    }
    const { secret, qrCodeSvg } = await startEnrolment(knex, totpKey, account);
    res.set('Cache-Control', 'no-store');
    res.json({ qr_code_svg: qrCodeSvg, secret });
  });

  router.post('/user/confirmed-two-factor-authentication', signedIn, async (req, res) => {
    const account = res.locals.account as AccountRow;
    const { code } = validate(codeSchema, req.body);
    const current = await twoFactorOf(knex, account.id);
    if (!current) {
      throw new ValidationError({ code: ['twoFactorNotEnabled'] }, 'twoFactorNotEnabled');
    }
    if (current.confirmed_at) {
      throw new ValidationError({ code: ['twoFactorAlreadyEnabled'] }, 'twoFactorAlreadyEnabled');
    }
    let codes: string[] | null = null;
    await checkCode(
      account.id,
      async () => (codes = await confirmEnrolment(knex, totpKey, account.id, code)) !== null,
      'code',
    );
    res.set('Cache-Control', 'no-store');
    res.json({
      recovery_codes: codes,
      two_factor: { enabled: true, confirmed: true, pending: false },
    });
  });

  router.post('/two-factor-challenge', publicRoute, async (req, res) => {
    const pending = req.session?.pendingTwoFactor;
    if (!pending || req.session.account) throw new UnauthenticatedError();
    const input = validate(challengeSchema, req.body);
    const account = await findActiveAccount(knex, 'admin', pending.id);
    if (!account) {
      await destroySession(req, res);
      throw new UnauthenticatedError();
    }
    if (input.code) {
      const code = input.code;
      await checkCode(account.id, () => acceptCode(knex, totpKey, account.id, code), 'code');
    } else {
      const given = input.recovery_code ?? '';
      await checkCode(account.id, () => useRecoveryCode(knex, account.id, given), 'recovery_code');
    }
    // A new id once fully signed in, as at the password step.
    await regenerateSession(req, res);
    req.session.account = { id: account.id, kind: 'admin' };
    await touchAccount(knex, account.id);
    const status = twoFactorStatus(await twoFactorOf(knex, account.id));
    res.json({ ...toAccountAnswer(account), two_factor: status });
  });

  router.delete('/user/two-factor-authentication', signedIn, async (req, res) => {
    const account = res.locals.account as AccountRow;
    const current = await twoFactorOf(knex, account.id);
    if (current?.confirmed_at) {
      // Turning protection off needs proof of the device, not only the session.
      const { code } = validate(codeSchema, req.body);
      await checkCode(account.id, () => acceptCode(knex, totpKey, account.id, code), 'code');
    }
    await removeTwoFactor(knex, account.id);
    res.status(204).end();
  });

  return router;
}
