import type { RouteObject } from 'react-router';

/** Video zone (spec §2 /video-zone): children of /video-zone. */
export const videoZoneRoutes: RouteObject[] = [];
