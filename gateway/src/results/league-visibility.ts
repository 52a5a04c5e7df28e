import type { Response } from 'express';
import { meets } from '../auth/permissions';
import type { LeagueVisibility } from '../queries/leagues';

/**
 * Which leagues this request may read: an administrator with rights on leagues also sees the
 * private ones (to preview a table or schedule before it is published), everyone else only the
 * public ones. An answer that may hold a private league is never kept by a shared cache.
 */
export function leagueVisibility(res: Response): LeagueVisibility {
  if (meets(res.locals.account, { kind: 'admin', ability: 'list.leagues' }) !== 'ok') {
    return 'public';
  }
  res.set('Cache-Control', 'private, no-store');
  return 'all';
}
