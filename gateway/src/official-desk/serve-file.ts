import type { Response } from 'express';
import { NotFoundError } from '../errors';
import type { MatchFileStorage } from './storage';

/**
 * Sends a stored match file (or its thumbnail) to someone a route has already allowed: never
 * sniffed, sandboxed (a PDF opens in the browser's viewer with any script in it inert), kept
 * only by the reader's own cache.
 */
export function serveMatchFile(
  storage: MatchFileStorage,
  res: Response,
  name: string,
  type: string,
): Promise<void> {
  const { root, name: stored } = storage.locate(name);
  res
    .type(type)
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Security-Policy', "default-src 'none'; sandbox")
    .set('Cache-Control', 'private, max-age=3600');
  return new Promise<void>((resolve, reject) =>
    res.sendFile(stored, { root, dotfiles: 'deny' }, (error) =>
      error && !res.headersSent ? reject(new NotFoundError()) : resolve(),
    ),
  );
}
