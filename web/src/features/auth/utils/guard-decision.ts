import { can, isAuthenticated, type ProfileUser } from '../stores/profile-store';

/** Route `handle` meta the admin guard reads (spec §2: auth, not_auth_redirect, approved). */
export interface AdminRouteMeta {
  auth?: string | true;
  notAuthRedirect?: string;
  approved?: boolean;
}

/** Where the reload of the admin user (GET /api/admin/user) stands. */
export type AdminLoad =
  | { status: 'pending' }
  /**
   * `unauthenticated`: the server answered 401, so nobody is signed in; `forbidden`: it answered
   * 403 'Unauthorized.', so someone of another kind (an official, a representative) is.
   */
  | { status: 'failed'; unauthenticated: boolean; forbidden?: boolean }
  | { status: 'loaded'; profile: ProfileUser };

export interface GuardInput {
  pathname: string;
  meta: AdminRouteMeta;
  needsConfirming2FACode: boolean;
  load: AdminLoad;
  /** Current unix time in seconds, for the `?hash=` of a failed load. */
  now: number;
}

export type GuardDecision =
  { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string; unauthorized?: boolean };

/** The only page an admin without confirmed 2FA may open (spec §5). */
export const twoFactorPath = '/administration/two-factor';

const root = '/';
const rootWithHash = (now: number) => `/?hash=${now}`;

/**
 * Spec §2: while a two-factor code is pending confirmation, every path except the root goes
 * to the root with the time hash, wherever in the app it is. Null: stay.
 */
export function pendingCodeRedirect(
  pathname: string,
  needsConfirming2FACode: boolean,
  now: number,
): string | null {
  const path = pathname.replace(/\/+$/, '') || root;
  return needsConfirming2FACode && path !== root ? rootWithHash(now) : null;
}

/**
 * The spec §2 route guard for /administration, as a pure function of what the guard knows.
 * Order matters: a pending 2FA code beats everything, then the reload, then authentication,
 * then 2FA enrolment, then the route's ability or role.
 */
export function decideAdminRoute(input: GuardInput): GuardDecision {
  const path = input.pathname.replace(/\/+$/, '') || root;
  if (path === root) return { kind: 'allow' };
  const pending = pendingCodeRedirect(path, input.needsConfirming2FACode, input.now);
  if (pending) return { kind: 'redirect', to: pending };

  const { load } = input;
  if (load.status === 'pending') return { kind: 'wait' };
  if (load.status === 'failed') {
    if (load.forbidden) return { kind: 'redirect', to: root, unauthorized: true };
    return { kind: 'redirect', to: load.unauthenticated ? root : rootWithHash(input.now) };
  }

  const { profile } = load;
  if (!isAuthenticated(profile)) return { kind: 'redirect', to: root };
  if (!profile.twoFactorConfirmed) {
    return path === twoFactorPath ? { kind: 'allow' } : { kind: 'redirect', to: twoFactorPath };
  }
  if (!can(profile, input.meta.auth)) {
    if (input.meta.notAuthRedirect) return { kind: 'redirect', to: input.meta.notAuthRedirect };
    return { kind: 'redirect', to: root, unauthorized: true };
  }
  return { kind: 'allow' };
}
