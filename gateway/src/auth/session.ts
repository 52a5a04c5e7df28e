import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Logger } from 'pino';
import { CsrfMismatchError } from '../errors';
import type { AccountKind } from './accounts';
import { createSessionStore } from './session-store';

declare module 'express-session' {
  interface SessionData {
    /** The Sanctum-style CSRF token mirrored in the readable XSRF-TOKEN cookie. */
    csrfToken: string;
    account: { id: number; kind: AccountKind };
  }
}

/** The session cookie's name (HttpOnly). */
export const sessionCookie = 'courtside_session';
/** The readable cookie the browser copies into X-XSRF-TOKEN. */
export const xsrfCookie = 'XSRF-TOKEN';
// Laravel's default session lifetime; rolling, so an active official stays signed in.
const lifetimeMs = 120 * 60 * 1000;

/**
 * express-session stored in the `sessions` table through connect-pg-simple, whose read also
 * loads the signed-in account (see `session-store.ts`).
 */
export function sessionMiddleware(options: {
  pool: pg.Pool;
  knex: Knex;
  secret: string;
  logger: Logger;
}) {
  const store = createSessionStore({
    pool: options.pool,
    knex: options.knex,
    lifetimeMs,
    errorLog: (...args: unknown[]) =>
      options.logger.error({ detail: args.map(String) }, 'session store error'),
  });
  const middleware = session({
    name: sessionCookie,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // 'auto': Secure exactly when the request arrived over HTTPS (honouring trust proxy).
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: lifetimeMs, path: '/' },
  });
  return { middleware, store };
}

function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** Sets the readable XSRF-TOKEN cookie to the session's token. */
export function setXsrfCookie(req: Request, res: Response, token: string): void {
  res.cookie(xsrfCookie, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: req.secure,
    maxAge: lifetimeMs,
    path: '/',
  });
}

/** GET /api/sanctum/csrf-cookie: starts (or keeps) a session holding a token; 204. */
export const csrfCookieRoute: RequestHandler = (req, res) => {
  req.session.csrfToken ??= newToken();
  setXsrfCookie(req, res, req.session.csrfToken);
  res.status(204).end();
};

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every state-changing request must echo the session's token in X-XSRF-TOKEN, else 419. */
export const verifyCsrf: RequestHandler = (req, res, next) => {
  // An API key comes in a header a browser never adds on its own, and its cookies are dropped.
  if (!unsafeMethods.has(req.method) || res.locals.apiKey) {
    next();
    return;
  }
  const expected = req.session?.csrfToken;
  const given = req.get('x-xsrf-token');
  if (!expected || !given || !sameText(expected, given)) {
    next(new CsrfMismatchError());
    return;
  }
  next();
};

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Gives the request a new session id (against session fixation) while keeping its CSRF token,
 * as Laravel does at sign-in, and re-sets the cookie so the browser holds the current value.
 */
export async function regenerateSession(req: Request, res: Response): Promise<void> {
  const token = req.session.csrfToken ?? newToken();
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())),
  );
  req.session.csrfToken = token;
  setXsrfCookie(req, res, token);
}

/** Ends the session and forgets its cookies. */
export async function destroySession(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
  );
  res.clearCookie(sessionCookie, { path: '/' });
  res.clearCookie(xsrfCookie, { path: '/' });
}
