import type { RouteObject } from 'react-router';

/** Administration: categories, arenas, sports, teams. */
export const adminCompetitionRoutes: RouteObject[] = [];
