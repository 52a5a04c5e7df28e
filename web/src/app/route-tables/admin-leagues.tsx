import type { RouteObject } from 'react-router';

/** Administration: leagues, the create wizard, league page tabs, officials lists. */
export const adminLeagueRoutes: RouteObject[] = [];
