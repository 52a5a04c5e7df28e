import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { passwordFields } from '@courtside/events';
import { Router } from 'express';
import * as yup from 'yup';
import { recordAccountEvent, requestMetadata } from '../audit/record-account-event';
import { loginThrottle } from '../auth/throttle';
import { publicRoute } from '../auth/permissions';
import { ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { validate } from '../http/validate';
import { localeOf, translate } from '../i18n';
import type { Mailer } from '../mail/mailer';
import {
  passwordResetMail,
  resetLink,
  resetLinkMinutes,
  type ResetKind,
} from '../mail/password-reset-mail';
import { emailField, strictObject } from './schemas';

const forgotSchema = strictObject({ email: emailField });

const resetSchema = strictObject({
  email: emailField,
  token: yup.string().typeError('required').required('required').max(256, 'resetTokenInvalid'),
  ...passwordFields({
    required: 'required',
    passwordRule: 'passwordRule',
    passwordMismatch: 'passwordMismatch',
  }),
});

/** The API paths of each kind (spec §7). */
const paths: Record<ResetKind, string> = {
  admin: '',
  official: '/accounts',
  representative: '/video-zone',
};

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// Argon2id, the library default (see auth/accounts.ts).
const hashOptions = {};

interface ResetTarget {
  id: number;
  email: string;
}

/**
 * Forgot / reset password for every sign-in kind: POST <prefix>/forgot-password mails a link
 * holding a random token (stored only as its SHA-256, one per account, valid 60 minutes) and
 * answers the same whether or not the address has an account; POST <prefix>/reset-password
 * takes the token once, sets the new password, ends the account's sessions and records
 * PasswordChanged. Both are throttled per address and client.
 */
export function passwordResetRoutes(deps: AreaDeps, mailer: Mailer): Router {
  const { knex, logger, config } = deps;
  const router = Router();
  // A few requests a minute are plenty for a person; more is someone mailing a victim.
  const requests = loginThrottle(knex, { maxFailures: 3, windowSeconds: 60 });
  const failures = loginThrottle(knex);

  async function findTarget(kind: ResetKind, email: string): Promise<ResetTarget | null> {
    const row = await knex('accounts')
      .where({ kind })
      .whereRaw('lower(email) = lower(?)', [email])
      .whereNull('disabled_at')
      .whereNull('deleted_at')
      .first<ResetTarget | undefined>('id', 'email');
    return row ?? null;
  }

  for (const kind of Object.keys(paths) as ResetKind[]) {
    const prefix = paths[kind];

    router.post(`${prefix}/forgot-password`, publicRoute, async (req, res) => {
      const { email } = validate(forgotSchema, req.body);
      const key = `forgot|${kind}|${email.toLowerCase()}|${req.ip ?? ''}`;
      await requests.check(key);
      await requests.fail(key);
      const target = await findTarget(kind, email);
      if (target) {
        const token = randomBytes(32).toString('base64url');
        await knex('password_resets')
          .insert({
            account_id: target.id,
            token_hash: sha256(token),
            expires_at: knex.raw(`now() + make_interval(mins => ?)`, [resetLinkMinutes]),
          })
          .onConflict('account_id')
          .merge();
        const link = resetLink(config.appUrl ?? 'http://localhost:3000', {
          token,
          email: target.email,
          kind,
        });
        // Sent after answering, so the answer's timing does not tell which addresses exist.
        void mailer
          .send(passwordResetMail(localeOf(req), target.email, link))
          .catch((error: unknown) =>
            logger.error({ err: error, accountId: target.id }, 'password reset mail failed'),
          );
      }
      res.json({ status: translate(localeOf(req), 'resetLinkSent') });
    });

    router.post(`${prefix}/reset-password`, publicRoute, async (req, res) => {
      const input = validate(resetSchema, req.body);
      const key = `reset|${kind}|${input.email.toLowerCase()}|${req.ip ?? ''}`;
      await failures.check(key);
      const target = await findTarget(kind, input.email);
      const stored = target
        ? await knex('password_resets')
            .where({ account_id: target.id })
            .where('expires_at', '>', knex.fn.now())
            .first<{ token_hash: string } | undefined>('token_hash')
        : undefined;
      if (!target || !stored || !sameHash(stored.token_hash, sha256(input.token))) {
        await failures.fail(key);
        throw new ValidationError({ email: ['resetTokenInvalid'] }, 'resetTokenInvalid');
      }
      const passwordHash = await hash(input.password, hashOptions);
      const used = await knex.transaction(async (trx) => {
        // Deleting the row is what makes the token single-use, even for two racing requests.
        const deleted = await trx('password_resets')
          .where({ account_id: target.id, token_hash: stored.token_hash })
          .delete();
        if (deleted === 0) return false;
        await trx('accounts').where({ id: target.id }).update({ password_hash: passwordHash });
        await trx.raw(
          `DELETE FROM sessions
            WHERE (sess->'account'->>'id' = ? OR sess->'pendingTwoFactor'->>'id' = ?)
              AND sid <> ?`,
          [String(target.id), String(target.id), req.sessionID ?? ''],
        );
        return true;
      });
      if (!used) {
        await failures.fail(key);
        throw new ValidationError({ email: ['resetTokenInvalid'] }, 'resetTokenInvalid');
      }
      await failures.clear(key);
      deps.disconnectAccount(target.id);
      if (deps.store) {
        await recordAccountEvent(
          deps.store,
          requestMetadata(req, res, { kind, id: String(target.id) }),
          { type: 'PasswordChanged', data: { accountId: target.id, reason: 'reset' } },
        );
      }
      res.json({ status: translate(localeOf(req), 'passwordResetDone') });
    });
  }

  return router;
}
