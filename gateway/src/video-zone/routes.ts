import { passwordFields } from '@courtside/events';
import express, { type RequestHandler, type Router } from 'express';
import * as yup from 'yup';
import { touchAccount, verifyCredentials } from '../auth/accounts';
import { publicRoute, requires } from '../auth/permissions';
import { destroySession, regenerateSession } from '../auth/session';
import { loginThrottle } from '../auth/throttle';
import { ForbiddenError, HttpError, ValidationError } from '../errors';
import type { AreaDeps } from '../area-deps';
import { validate } from '../http/validate';
import { createMailer } from '../mail/mailer';
import { adminRepresentativeRoutes } from './admin-routes';
import { adminBookingRoutes } from './admin-booking-routes';
import { bookingRoutes } from './booking-routes';
import { videoWatchRoutes } from '../video/watch-routes';
import { clubContestRoutes } from './club-contests';
import { passwordResetRoutes } from './password-reset';
import { clubNames, schedulingSports } from '../queries/video-zone';
import { registerRepresentative } from './register-representative';
import { toRepresentativeAnswer, type RepresentativeRow } from './representatives';
import { emailField, strictObject } from './schemas';

/**
 * Registrations allowed per client address in an hour: a club signing up its staff from one
 * office fits, a script creating accounts does not (a captcha comes with a later issue).
 */
export const registrationLimits = { maxFailures: 20, windowSeconds: 3600 };

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
  // A deleted representative whose session outlived the deletion still gets nothing.
  if (account.deleted_at) throw new ForbiddenError();
  if (!account.approved_at) throw new AwaitingApprovalError();
  next();
};

/** Video-zone representatives and password resets for every sign-in kind. */
export function videoZoneRoutes(deps: AreaDeps): Router {
  const { knex } = deps;
  const router = express.Router();
  const throttle = loginThrottle(knex);
  const registrations = loginThrottle(knex, registrationLimits);
  const mailer = createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom ?? 'Courtside <no-reply@courtside.local>',
    outboxDir: deps.config.mailOutboxDir ?? '.data/outbox',
  });

  // Clubs to choose from when registering: teams of the read model, by name.
  router.get('/video-zone/clubs', publicRoute, async (req, res) => {
    const search =
      typeof req.query.search === 'string' ? req.query.search.trim().slice(0, 100) : '';
    res.json({ data: await clubNames(knex, search) });
  });

  router.get('/video-zone/sports', publicRoute, async (_req, res) => {
    res.json({ data: await schedulingSports(knex) });
  });

  router.post('/video-zone/register', publicRoute, async (req, res) => {
    const input = validate(registerSchema, req.body);
    // Counted once the form is well formed, before the lookups and the password hash.
    await registrations.claim(`register|${req.ip ?? ''}`);
    await registerRepresentative(deps, req, res, input);
    res.status(201).json({ status: 'pending' });
  });

  router.post('/video-zone/login', publicRoute, async (req, res) => {
    const { email, password, remember } = validate(loginSchema, req.body);
    const key = `representative|${email.toLowerCase()}|${req.ip ?? ''}`;
    await throttle.claim(key);
    const found = await verifyCredentials(knex, 'representative', email, password);
    const account = found as RepresentativeRow | null;
    if (!account || account.deleted_at) {
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
  router.use(bookingRoutes(deps, [requiresRepresentative, requiresApproved]));
  router.use(videoWatchRoutes(deps, [requiresRepresentative, requiresApproved]));
  router.use(adminBookingRoutes(deps));
  router.use(passwordResetRoutes(deps, mailer));
  router.use(adminRepresentativeRoutes(deps));
  return router;
}
