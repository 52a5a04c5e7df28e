import { hash } from '@node-rs/argon2';
import { passwordFields } from '@courtside/events';
import express, { type RequestHandler, type Router } from 'express';
import * as yup from 'yup';
import { recordAccountEvent, requestMetadata } from '../audit/record-account-event';
import { touchAccount, verifyCredentials } from '../auth/accounts';
import { publicRoute, requires } from '../auth/permissions';
import { destroySession, regenerateSession } from '../auth/session';
import { loginThrottle } from '../auth/throttle';
import { rmSchema } from '../db/tables';
import { ForbiddenError, HttpError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { validate } from '../http/validate';
import { createMailer } from '../mail/mailer';
import { adminRepresentativeRoutes } from './admin-routes';
import { clubContestRoutes } from './club-contests';
import { passwordResetRoutes } from './password-reset';
import { fullName, toRepresentativeAnswer, type RepresentativeRow } from './representatives';
import { emailField, strictObject } from './schemas';

/** The role every registered representative holds (spec §6: club official, needs approval). */
export const representativeRole = 'club official';
/** "Remember me": the session cookie lives this long instead of the browser session. */
const rememberMs = 30 * 24 * 60 * 60 * 1000;

const nameField = yup
  .string()
  .typeError('required')
  .trim()
  .required('required')
  .max(100, 'validName');

const registerSchema = strictObject({
  email: emailField,
  ...passwordFields({
    required: 'required',
    passwordRule: 'passwordRule',
    passwordMismatch: 'passwordMismatch',
  }),
  first_name: nameField,
  last_name: nameField,
  club: yup.string().typeError('required').trim().required('required').max(255, 'unknownClub'),
  sport_id: yup
    .number()
    .typeError('validNumber')
    .integer('validNumber')
    .min(1, 'validNumber')
    .max(2_147_483_647, 'validNumber')
    .nullable()
    .optional(),
});

const loginSchema = strictObject({
  email: yup.string().typeError('required').trim().required('required').max(255, 'validEmail'),
  password: yup.string().typeError('required').required('required').max(1024, 'invalid'),
  remember: yup.boolean().typeError('invalid').optional(),
});

/** 403 with its own text: a pending representative may sign in but not use the video zone. */
class AwaitingApprovalError extends HttpError {
  readonly status = 403;
  constructor() {
    super('awaitingApproval');
  }
}

/** Signed in as a representative (pending or approved); 401 otherwise. */
export const requiresRepresentative = requires({ kind: 'representative' });

/**
 * Spec §2 "approved": only an approved representative goes on; a pending one gets 403. Put it
 * after requiresRepresentative, which declares the route and loads nothing else.
 */
export const requiresApproved: RequestHandler = (_req, res, next) => {
  const account = res.locals.account as RepresentativeRow | undefined;
  if (!account || account.kind !== 'representative') throw new ForbiddenError();
  if (!account.approved_at) throw new AwaitingApprovalError();
  next();
};

/** The club a name stands for: a team of the read model named so (or with that full name). */
async function clubNamed(
  deps: AreaDeps,
  name: string,
): Promise<{ id: number; name: string } | null> {
  const row = await deps
    .knex(`${rmSchema}.teams`)
    .whereRaw('lower(name) = lower(?) OR lower(full_name) = lower(?)', [name, name])
    .orderBy('id')
    .first<{ id: number; name: string } | undefined>('id', 'name');
  return row ?? null;
}

/** Sports a representative may pick: those the catalogue shows on scheduling (spec §3). */
async function schedulingSports(deps: AreaDeps): Promise<{ id: number; name: string }[]> {
  if (!(await deps.knex.schema.withSchema(rmSchema).hasTable('sports'))) return [];
  return deps
    .knex(`${rmSchema}.sports`)
    .where({ show_on_scheduling: true })
    .orderBy('name')
    .select<{ id: number; name: string }[]>('id', 'name');
}

async function sportExists(deps: AreaDeps, id: number): Promise<boolean> {
  return (await schedulingSports(deps)).some((sport) => sport.id === id);
}

/** Video-zone representatives and password resets for every sign-in kind. */
export function videoZoneRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = express.Router();
  const throttle = loginThrottle(knex);
  const mailer = createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom ?? 'Courtside <no-reply@courtside.local>',
    outboxDir: deps.config.mailOutboxDir ?? '.data/outbox',
  });

  // Clubs to choose from when registering: teams of the read model, by name.
  router.get('/video-zone/clubs', publicRoute, async (req, res) => {
    const search =
      typeof req.query.search === 'string' ? req.query.search.trim().slice(0, 100) : '';
    const query = knex(`${rmSchema}.teams`).distinct('name').orderBy('name').limit(20);
    if (search) query.whereILike('name', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const rows = await query;
    res.json({ data: rows.map((row: { name: string }) => row.name) });
  });

  router.get('/video-zone/sports', publicRoute, async (_req, res) => {
    res.json({ data: await schedulingSports(deps) });
  });

  router.post('/video-zone/register', publicRoute, async (req, res) => {
    const input = validate(registerSchema, req.body);
    const problems: Record<string, ('emailTaken' | 'unknownClub' | 'unknownSport')[]> = {};
    const taken = await knex('accounts')
      .where({ kind: 'representative' })
      .whereRaw('lower(email) = lower(?)', [input.email])
      .first('id');
    if (taken) problems.email = ['emailTaken'];
    const club = await clubNamed(deps, input.club);
    if (!club) problems.club = ['unknownClub'];
    const sportId = input.sport_id ?? null;
    if (sportId !== null && !(await sportExists(deps, sportId)))
      problems.sport_id = ['unknownSport'];
    if (Object.keys(problems).length > 0 || !club) throw new ValidationError(problems);

    const passwordHash = await hash(input.password, {});
    const name = fullName(input.first_name, input.last_name);
    const id = await knex
      .transaction(async (trx) => {
        const [row] = await trx('accounts')
          .insert({
            kind: 'representative',
            email: input.email,
            name,
            password_hash: passwordHash,
            first_name: input.first_name,
            last_name: input.last_name,
            club: club.name,
            pb_club_id: club.id,
            sport_id: sportId,
          })
          .returning<{ id: number }[]>('id');
        if (!row) throw new Error('representative insert returned nothing');
        const role = await trx('roles')
          .where({ name: representativeRole, guard: 'account' })
          .first<{ id: number } | undefined>('id');
        if (role) await trx('account_roles').insert({ account_id: row.id, role_id: role.id });
        return row.id;
      })
      .catch((error: unknown) => {
        // Two registrations of one address at once: the unique index decides, the loser gets 422.
        if ((error as { code?: string }).code === '23505') {
          throw new ValidationError({ email: ['emailTaken'] });
        }
        throw error;
      });
    if (deps.store) {
      const metadata = requestMetadata(req, res, { kind: 'representative', id: String(id) });
      await recordAccountEvent(deps.store, metadata, {
        type: 'AccountRegistered',
        data: {
          accountId: id,
          kind: 'representative',
          email: input.email,
          name,
          roles: [representativeRole],
        },
      });
      await recordAccountEvent(deps.store, metadata, {
        type: 'AccountUpdated',
        data: {
          accountId: id,
          changes: {
            first_name: input.first_name,
            last_name: input.last_name,
            club: club.name,
            pb_club_id: club.id,
            sport_id: sportId,
          },
        },
      });
    }
    res.status(201).json({ status: 'pending' });
  });

  router.post('/video-zone/login', publicRoute, async (req, res) => {
    const { email, password, remember } = validate(loginSchema, req.body);
    const key = `representative|${email.toLowerCase()}|${req.ip ?? ''}`;
    await throttle.check(key);
    const found = await verifyCredentials(knex, 'representative', email, password);
    const account = found as RepresentativeRow | null;
    if (!account || account.deleted_at) {
      await throttle.fail(key);
      throw new ValidationError({ email: ['badCredentials'] }, 'badCredentials');
    }
    await throttle.clear(key);
    await regenerateSession(req, res);
    req.session.account = { id: account.id, kind: 'representative' };
    // "Remember me" keeps the session (and its cookie) for 30 days instead of two hours.
    if (remember) req.session.cookie.maxAge = rememberMs;
    await touchAccount(knex, account.id);
    res.json(toRepresentativeAnswer(account));
  });

  router.get('/video-zone/user', requiresRepresentative, (_req, res) => {
    res.json(toRepresentativeAnswer(res.locals.account as RepresentativeRow));
  });

  router.get('/video-zone/logout', publicRoute, async (req, res) => {
    if (req.session) await destroySession(req, res);
    res.status(204).end();
  });

  router.use(clubContestRoutes(deps, [requiresRepresentative, requiresApproved]));
  router.use(passwordResetRoutes(deps, mailer));
  router.use(adminRepresentativeRoutes(deps));
  return router;
}
