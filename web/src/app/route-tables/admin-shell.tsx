import type { RouteObject } from 'react-router';

/** Administration shell screens: dashboard, roles, permissions, logs, history, two-factor setup. */
export const adminShellRoutes: RouteObject[] = [];
