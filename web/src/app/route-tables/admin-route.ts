import type { RouteObject } from 'react-router';
import type { AdminRouteMeta } from '../../features/auth/utils/guard-decision';

/** One administration screen: its path, what the admin guard asks for, the lazily loaded route. */
export function adminRoute(
  path: string,
  auth: NonNullable<AdminRouteMeta['auth']>,
  lazy: NonNullable<RouteObject['lazy']>,
): RouteObject {
  return { path, handle: { auth } satisfies AdminRouteMeta, lazy };
}
