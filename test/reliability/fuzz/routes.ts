import type { Express } from 'express';
import { declarationOf, type Declaration } from '../../../gateway/src/auth/permissions';
import { apiRoutes } from '../../../gateway/test/routes';

/** The HTTP methods that may change something: every one of them is fuzzed. */
export const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A write route as declared: `POST /api/contests/:id/score`, with its guard's declaration. */
export interface WriteRoute {
  method: string;
  /** The declared path, with `:params`. */
  path: string;
  /** The guard a gateway route declared (`requires(…)` or `publicRoute`); none on command-service. */
  declaration?: Declaration;
}

export const routeKey = (route: WriteRoute) => `${route.method} ${route.path}`;

/** Every write route of the gateway's /api, read from its Express router. */
export function gatewayWriteRoutes(app: Express): WriteRoute[] {
  return apiRoutes(app)
    .map(({ key, handlers }) => {
      const [method = '', path = ''] = key.split(' ');
      const declaration = handlers.map(declarationOf).find((found) => found !== undefined);
      return { method, path: `/api${path}`, declaration };
    })
    .filter((route) => writeMethods.has(route.method));
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every write route of command-service's app (its routers are mounted without a prefix). */
export function commandServiceWriteRoutes(app: Express): WriteRoute[] {
  const found: WriteRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          const upper = method.toUpperCase();
          if (writeMethods.has(upper))
            found.push({ method: upper, path: String(layer.route.path) });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found;
}

/**
 * The record a `:id` names, by the path segment before it (`/contests/:id` → `contests`); a
 * param right after another param is named by itself (`/appointments/:id/:action` → `:action`).
 */
export function paramKinds(path: string): string[] {
  const segments = path.split('/');
  return segments.flatMap((segment, at) => {
    if (!segment.startsWith(':')) return [];
    const before = segments[at - 1] ?? '';
    return [before.startsWith(':') ? segment : before];
  });
}

/** Fills the route's params in order; each value is already URL-encoded text. */
export function fillPath(path: string, values: string[]): string {
  let at = 0;
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (values[at++] ?? '') : segment))
    .join('/');
}
