import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

const missingBuild =
  'Courtside web app is not built yet. Run `npm run build -w @courtside/web` and reload.\n';

/**
 * Serves the built web app with a fallback to index.html for client-side routes. Hashed
 * assets are cached for a year; index.html never, so a deploy shows up on the next load.
 */
export function webAppRoutes(webDist: string): Router {
  const router = Router();
  const index = path.join(webDist, 'index.html');
  const isSpaPath = (p: string) =>
    !p.startsWith('/api/') &&
    p !== '/api' &&
    !p.startsWith('/socket.io') &&
    !p.startsWith('/health/');

  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, file) {
        const immutable = file.startsWith(path.join(webDist, 'assets') + path.sep);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );

  router.get(/.*/, (req, res, next) => {
    if (!isSpaPath(req.path)) {
      next();
      return;
    }
    // Checked per request so a build made while the gateway runs is picked up.
    if (!existsSync(index)) {
      res
        .status(req.path === '/' ? 200 : 404)
        .type('text/plain')
        .send(missingBuild);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });

  return router;
}
