import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { createCompressedFiles } from './compressed-static';

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

  const sendCompressed = createCompressedFiles();
  const assets = path.join(webDist, 'assets') + path.sep;
  const cacheControlOf = (file: string) =>
    file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache';

  // Text files go out brotli- or gzip-compressed when the browser takes it (issue 13).
  router.use(async (req, res, next) => {
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(webDist, `.${relative}`);
    const hidden = relative.split('/').some((part) => part.startsWith('.'));
    if (hidden || !file.startsWith(path.resolve(webDist) + path.sep)) return next();
    if (!(await sendCompressed(req, res, file, cacheControlOf(file)))) next();
  });

  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, file) {
        res.setHeader('Cache-Control', cacheControlOf(file));
      },
    }),
  );

  router.get(/.*/, async (req, res, next) => {
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
    if (await sendCompressed(req, res, index, 'no-cache')) return;
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });

  return router;
}
