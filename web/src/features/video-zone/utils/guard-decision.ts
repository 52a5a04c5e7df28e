import {
  can,
  isApproved,
  isAuthenticated,
  isComplete,
  type RepresentativeAnswer,
} from '../stores/representative-store';

/** Route `handle` meta of representative routes (spec §2: auth, approved, not_auth_redirect). */
export interface RepresentativeRouteMeta {
  auth?: string | true;
  approved?: boolean;
  notAuthRedirect?: string;
}

/** Named routes of spec §2. */
export const videoZoneLoginPath = '/video-zone/login';
export const representativeProfilePath = '/video-zone/profile';

/** Where the reload (GET /api/video-zone/user) stands. */
export type RepresentativeLoad =
  | { status: 'pending' }
  /**
   * `unauthenticated`: the server answered 401; `forbidden`: 403, signed in as another kind (an
   * admin, an official), who is shown the representatives' sign-in.
   */
  | { status: 'failed'; unauthenticated: boolean; forbidden?: boolean }
  | { status: 'loaded'; answer: RepresentativeAnswer };

export type RepresentativeDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  /** `reset`: clear the local representative; `unauthorized`: show 'Unauthorized.'. */
  | { kind: 'redirect'; to: string; reset?: boolean; unauthorized?: boolean };

/**
 * Spec §2 guard for representative routes, after the reload: not authenticated → login;
 * needs approval and not approved → profile; lacks the ability or role → not_auth_redirect,
 * else 'Unauthorized.' and the root; a failed load → the root with `?hash=<unix time>`.
 */
export function decideRepresentativeRoute(input: {
  meta: RepresentativeRouteMeta;
  load: RepresentativeLoad;
  /** Unix time in seconds. */
  now: number;
}): RepresentativeDecision {
  const { load, meta } = input;
  if (load.status === 'pending') return { kind: 'wait' };
  if (load.status === 'failed') {
    if (load.forbidden) return { kind: 'redirect', to: videoZoneLoginPath };
    return load.unauthenticated
      ? { kind: 'redirect', to: videoZoneLoginPath, reset: true }
      : { kind: 'redirect', to: `/?hash=${input.now}` };
  }
  const { answer } = load;
  // Spec §4: a reload without the representative's essentials resets the state.
  if (!isComplete(answer.representative)) {
    return { kind: 'redirect', to: videoZoneLoginPath, reset: true };
  }
  if (!isAuthenticated(answer.representative)) {
    return { kind: 'redirect', to: videoZoneLoginPath, reset: true };
  }
  if (meta.approved && !isApproved(answer.representative)) {
    return { kind: 'redirect', to: representativeProfilePath };
  }
  if (!can({ abilities: answer.permissions, roles: answer.roles }, meta.auth)) {
    if (meta.notAuthRedirect) return { kind: 'redirect', to: meta.notAuthRedirect };
    return { kind: 'redirect', to: '/', unauthorized: true };
  }
  return { kind: 'allow' };
}
