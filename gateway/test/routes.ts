import type { Express } from 'express';

interface RouteLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: RouteLayer[] };
}

/** Every route mounted under /api, read from the Express router (method, path, handlers). */
export function apiRoutes(app: Express): { key: string; handlers: unknown[] }[] {
  const found: { key: string; handlers: unknown[] }[] = [];
  const walk = (stack: RouteLayer[], prefix: string, underApi: boolean) => {
    for (const layer of stack) {
      if (layer.route) {
        if (!underApi) continue;
        for (const method of Object.keys(layer.route.methods)) {
          found.push({
            key: `${method.toUpperCase()} ${prefix}${String(layer.route.path)}`,
            handlers: layer.route.stack.map((entry) => entry.handle),
          });
        }
      } else if (layer.handle?.stack) {
        const path =
          typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, underApi ? prefix + path : '', underApi || path === '/api');
      }
    }
  };
  const router = (app as unknown as { router: { stack: RouteLayer[] } }).router;
  walk(router.stack, '', false);
  return found;
}
