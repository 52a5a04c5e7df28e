import type { Response } from 'express';
import { meets } from '../auth/permissions';
import type { LeagueVisibility } from '../queries/leagues';

/**
 * Which leagues this request may read: an administrator with rights on leagues also sees the
 * private ones (to preview a table or schedule before it is published), and so does an API key
 * on one of its own leagues; everyone else sees only the public ones. An answer that may hold a private league is never kept by a shared cache.
 */
export function leagueVisibility(res: Response): LeagueVisibility {
  // An API key is set here only on its own league's paths (authenticateApiKey): it reads that
  // league even before it is published.
  const ownLeagueKey = res.locals.apiKey !== undefined;
  if (
    !ownLeagueKey &&
    meets(res.locals.account, { kind: 'admin', ability: 'list.leagues' }) !== 'ok'
  ) {
    return 'public';
  }
  res.set('Cache-Control', 'private, no-store');
  return 'all';
}
