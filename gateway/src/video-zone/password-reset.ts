import { randomBytes } from 'node:crypto';
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
import { passwordResetMail, resetLink, type ResetKind } from '../mail/password-reset-mail';
import {
  findResetTarget,
  sameHash,
  sha256,
  storeResetToken,
  useResetToken,
  validResetHash,
} from './reset-tokens';
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

// Argon2id, the library default (see auth/accounts.ts).
const hashOptions = {};

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

  for (const kind of Object.keys(paths) as ResetKind[]) {
    const prefix = paths[kind];

    router.post(`${prefix}/forgot-password`, publicRoute, async (req, res) => {
      const { email } = validate(forgotSchema, req.body);
      const key = `forgot|${kind}|${email.toLowerCase()}|${req.ip ?? ''}`;
      await requests.claim(key);
      const target = await findResetTarget(knex, kind, email);
      if (target) {
        const token = randomBytes(32).toString('base64url');
        await storeResetToken(knex, target.id, token);
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
      await failures.claim(key);
      const target = await findResetTarget(knex, kind, input.email);
      const stored = target ? await validResetHash(knex, target.id) : undefined;
      if (!target || !stored || !sameHash(stored, sha256(input.token))) {
        throw new ValidationError({ email: ['resetTokenInvalid'] }, 'resetTokenInvalid');
      }
      const passwordHash = await hash(input.password, hashOptions);
      const used = await useResetToken(knex, target.id, stored, passwordHash, req.sessionID ?? '');
      if (!used) {
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
