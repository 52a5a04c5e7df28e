import type { RouteObject } from 'react-router';

/** Administration: users, video-zone users, API keys, profile. */
export const adminIdentityRoutes: RouteObject[] = [];
