import type { RouteObject } from 'react-router';

/** Embeddable widgets (spec §2 /integrations), outside the site's layout. */
export const integrationRoutes: RouteObject[] = [
  {
    path: 'club/:id/details',
    lazy: () => import('../routes/integrations/club-details'),
  },
  {
    path: 'leagues/league/:id/standings',
    lazy: () => import('../routes/integrations/league-standings'),
  },
  {
    path: 'leagues/league/:id/standings-with-round',
    lazy: () => import('../routes/integrations/league-standings-with-round'),
  },
  {
    path: 'leagues/league/:id/schedule',
    lazy: () => import('../routes/integrations/league-schedule'),
  },
  {
    path: 'leagues/league/:id/schedule-without-bracket',
    lazy: () => import('../routes/integrations/league-schedule-without-bracket'),
  },
];
