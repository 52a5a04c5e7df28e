import { statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { chooseEncoding } from './public-answer';
import type { Encoding } from './public-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text files up to this size are compressed; images and video are compressed already. */
const largestCompressed = 4 * 1024 * 1024;
const smallestCompressed = 1024;

/**
 * The built web app's text files compressed once (brotli or gzip, as Accept-Encoding asks) and
 * kept, per file version (size and modification time), so a rebuild is picked up. Compression
 * runs off the event loop. The dist folder bounds what is kept.
 */
export function createCompressedFiles() {
  const kept = new Map<string, Promise<Buffer>>();

  function compressed(file: string, stats: Stats, encoding: Encoding): Promise<Buffer> {
    const key = `${file}\0${stats.size}\0${stats.mtimeMs}\0${encoding}`;
    let bytes = kept.get(key);
    if (!bytes) {
      for (const old of kept.keys()) if (old.startsWith(`${file}\0`)) kept.delete(old);
      bytes = readFile(file).then((content) =>
        encoding === 'br'
          ? brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 9,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            })
          : gzipAsync(content, { level: 9 }),
      );
      bytes.catch(() => kept.delete(key));
      kept.set(key, bytes);
    }
    return bytes;
  }

  /**
   * Sends `file` compressed when it is text and the client takes brotli or gzip; answers false
   * (and sends nothing) otherwise, for express.static or sendFile to serve it as it is.
   */
  return async function sendCompressed(
    req: Request,
    res: Response,
    file: string,
    cacheControl: string,
  ): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const type = types[path.extname(file).toLowerCase()];
    const encoding = chooseEncoding(req.get('accept-encoding'));
    if (!type || !encoding) return false;
    let stats: Stats;
    try {
      stats = statSync(file);
    } catch {
      return false;
    }
    if (!stats.isFile() || stats.size < smallestCompressed || stats.size > largestCompressed) {
      return false;
    }
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (
      req
        .get('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim() === etag)
    ) {
      res.status(304).end();
      return true;
    }
    const bytes = await compressed(file, stats, encoding);
    res.status(200);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
    return true;
  };
}
