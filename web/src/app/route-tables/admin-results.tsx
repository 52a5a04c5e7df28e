import type { RouteObject } from 'react-router';

/** Administration: results corrections, fees and income, imports and exports. */
export const adminResultRoutes: RouteObject[] = [];
