import { verify } from '@node-rs/argon2';
import { Router } from 'express';
import { endOtherSessions } from '../auth/end-sessions';
import { requires } from '../auth/permissions';
import type { AccountRow } from '../db/tables';
import { NotFoundError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { validate } from '../http/validate';
import type { AccountEvent } from '@courtside/events';
import { updateAccount } from './account-writes';
import { assertEmailFree, changedFields, hashPassword } from './operations';
import { profileFields, profileSchema } from './schemas';
import { rejectUnknownFields } from './strict-body';
import { findUser, toUserAnswer } from './user-answer';

/** The signed-in user's own profile (spec §2 `profile`, every sign-in kind). */
export function profileRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = Router();
  const signedIn = requires({ kind: 'any' });

  router.get('/profile', signedIn, async (_req, res) => {
    const me = await findUser(knex, (res.locals.account as AccountRow).id);
    if (!me) throw new NotFoundError();
    res.json(toUserAnswer(me));
  });

  router.put('/profile', signedIn, async (req, res) => {
    const account = res.locals.account as AccountRow;
    rejectUnknownFields(req.body, profileFields);
    const input = validate(profileSchema, req.body);
    // Whoever holds a session must also know the password to take the account away: a new
    // password or a new address (where reset links go) needs the current password.
    const emailChanged = input.email.toLowerCase() !== account.email.trim().toLowerCase();
    if (input.password || emailChanged) {
      const current = input.current_password ?? '';
      if (!current || !(await verify(account.password_hash, current))) {
        throw new ValidationError({ current_password: ['currentPasswordWrong'] });
      }
    }
    await assertEmailFree(knex, account.kind, input.email, account.id);
    const before = await findUser(knex, account.id);
    if (!before) throw new NotFoundError();
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const changes = changedFields(
      { name: before.name, email: before.email, screen_name: before.screen_name },
      { name: input.name, email: input.email, screen_name: input.screen_name },
    );
    const events: AccountEvent[] = [];
    if (Object.keys(changes).length > 0) {
      events.push({ type: 'AccountUpdated', data: { accountId: account.id, changes } });
    }
    if (passwordHash) {
      events.push({ type: 'PasswordChanged', data: { accountId: account.id, reason: 'profile' } });
    }
    await updateAccount(
      deps,
      req,
      res,
      account.id,
      {
        name: input.name,
        email: input.email,
        screen_name: input.screen_name,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      },
      events,
    );
    if (passwordHash) await endOtherSessions(knex, account.id, req.sessionID ?? '');
    const after = await findUser(knex, account.id);
    if (!after) throw new NotFoundError();
    res.json(toUserAnswer(after));
  });

  return router;
}
