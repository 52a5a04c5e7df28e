import type { RouteObject } from 'react-router';

/** Embeddable widgets (spec §2 /integrations), outside the site's layout. */
export const integrationRoutes: RouteObject[] = [
  {
    path: 'club/:id/details',
    lazy: () => import('../routes/integrations/club-details'),
  },
];
