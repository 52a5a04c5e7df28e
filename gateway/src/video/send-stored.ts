import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { NotFoundError } from '../errors';
import { rangeOf } from './byte-range';
import type { VideoStorage } from './storage/port';

/**
 * Answers with a stored file, or the one byte range the request asks for (206), so a player
 * seeks anywhere without downloading the whole video. The answer is for this viewer only.
 */
export async function sendStored(
  storage: VideoStorage,
  key: string,
  rangeHeader: string | undefined,
  res: Response,
): Promise<void> {
  const stored = await storage.stat(key);
  if (!stored) throw new NotFoundError();
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', 'private, max-age=0, no-transform');
  res.setHeader('Content-Type', stored.contentType);
  const range = rangeOf(rangeHeader, stored.size);
  if (range.kind === 'unsatisfiable') {
    res.status(416).setHeader('Content-Range', `bytes */${stored.size}`).end();
    return;
  }
  if (range.kind === 'whole') {
    res.status(200).setHeader('Content-Length', String(stored.size));
    await pipeline(await storage.read(key), res);
    return;
  }
  const { start, end } = range;
  res
    .status(206)
    .setHeader('Content-Range', `bytes ${start}-${end}/${stored.size}`)
    .setHeader('Content-Length', String(end - start + 1));
  await pipeline(await storage.read(key, { start, end }), res);
}
