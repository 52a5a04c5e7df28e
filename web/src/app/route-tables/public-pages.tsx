import type { RouteObject } from 'react-router';

/** Issue 10 public pages: the contest list, one contest's page, the player base and the sign-in callback. */
export const publicPageRoutes: RouteObject[] = [
  { path: 'contests', lazy: () => import('../routes/contests') },
  { path: 'contests/:id', lazy: () => import('../routes/contest') },
  { path: 'baza-igraca', lazy: () => import('../routes/player-base') },
  { path: 'callback', lazy: () => import('../routes/callback') },
];
