import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Knex } from 'knex';
import type { AccountRow } from '../db/tables';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import { findActiveAccount, type AccountKind } from './accounts';

/** What a route or room needs: `true` (any signed-in user), or an ability or role name. */
export type Requirement = string | true;

/**
 * The spec's check (section 6): passes when the requirement is literally true or appears among
 * the user's abilities or roles.
 */
export function can(
  requirement: Requirement,
  user: { abilities: readonly string[]; roles: readonly string[] },
): boolean {
  if (requirement === true) return true;
  return user.abilities.includes(requirement) || user.roles.includes(requirement);
}

/** The sign-in kind a route needs; 'any' takes every kind. */
export type NeededKind = AccountKind | 'any';

/** A route's declared need. */
export interface Need {
  kind: NeededKind;
  ability?: Requirement;
}

/** How a route declared itself, read back by the route × role test. */
export type Declaration =
  | { public: true }
  /** `apiKeyOnly`: only a request with a valid API key gets past (apiKeyRoute). */
  | { public: false; need: Need; apiKeyOnly?: true };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types are augmented this way
  namespace Express {
    interface Locals {
      /** The signed-in, still active account with its roles and abilities (sessionAccount). */
      account?: AccountRow;
    }
  }
}

const declaration = Symbol('courtside.route-declaration');

type Declared = RequestHandler & { [declaration]: Declaration };

/** The declaration carried by a route handler, if it is one of `requires` or `publicRoute`. */
export function declarationOf(handler: unknown): Declaration | undefined {
  if (typeof handler !== 'function') return undefined;
  return (handler as Partial<Declared>)[declaration];
}

/**
 * Whether a loaded account meets a need: 401 when nobody is signed in; 403 when the account is of
 * another kind than the route's (issue 9: an admin on an officials' route is signed in, just not
 * allowed) or lacks the ability or role.
 */
export function meets(account: AccountRow | undefined, need: Need): 'ok' | 401 | 403 {
  if (!account) return 401;
  if (need.kind !== 'any' && account.kind !== need.kind) return 403;
  const user = { abilities: account.permissions, roles: account.roles };
  return can(need.ability ?? true, user) ? 'ok' : 403;
}

/**
 * Guard for a route: 401 { message: 'Unauthenticated.' } unless signed in, 403
 * { message: 'Unauthorized.' } when signed in as another kind or the ability check fails (both
 * localised). Needs
 * `sessionAccount` earlier in the chain.
 */
export function requires(need: Need): RequestHandler {
  const guard = (_req: Request, res: Response, next: NextFunction) => {
    const answer = meets(res.locals.account, need);
    // A request with a valid API key is authenticated (as the key), just not for this route.
    if (answer === 401 && !res.locals.apiKeyOutside) throw new UnauthenticatedError();
    if (answer !== 'ok') throw new ForbiddenError();
    next();
  };
  return Object.assign(guard, { [declaration]: { public: false, need } as Declaration });
}

/**
 * A route for API key requests only (issue 12: a key registers its own webhooks); a request
 * without a valid key answers 401, whoever is signed in.
 */
export const apiKeyRoute: RequestHandler = Object.assign(
  (_req: Request, res: Response, next: NextFunction) => {
    if (!res.locals.apiKey) throw new UnauthenticatedError();
    next();
  },
  { [declaration]: { public: false, need: { kind: 'any' }, apiKeyOnly: true } as Declaration },
);

/** Declares a route open to everyone, so the route × role test knows it was meant to be. */
export const publicRoute: RequestHandler = Object.assign(
  (_req: Request, _res: Response, next: NextFunction) => next(),
  { [declaration]: { public: true } as Declaration },
);

/**
 * Loads the session's account (still active, with roles and abilities) into
 * res.locals.account; a session whose account is gone or disabled is treated as signed out.
 * The session store's read has usually loaded it already, in the same statement.
 */
export function sessionAccount(
  knex: Knex,
  store?: { takeAccount(sid: string): AccountRow | null | undefined },
): RequestHandler {
  return async (req, res, next) => {
    const signedIn = req.session?.account;
    if (signedIn) {
      const loaded = store?.takeAccount(req.sessionID);
      const same = loaded === null || (loaded?.id === signedIn.id && loaded.kind === signedIn.kind);
      const account = same ? loaded : await findActiveAccount(knex, signedIn.kind, signedIn.id);
      res.locals.account = account ?? undefined;
    }
    next();
  };
}
