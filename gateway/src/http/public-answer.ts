import type { Request, RequestHandler, Response } from 'express';
import { sessionCookie } from '../auth/session';
import type { LeagueVisibility } from '../queries/leagues';
import {
  compressFrom,
  type AnswerSources,
  type CachedAnswer,
  type Encoding,
  type PublicCache,
} from './public-cache';

/** The cache key of a request: its path and its query, parameters sorted. */
export function cacheKey(req: Request): string {
  const url = req.originalUrl;
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  query.sort();
  const sorted = query.toString();
  return sorted === '' ? url.slice(0, at) : `${url.slice(0, at)}?${sorted}`;
}

/** The coding the client takes best among brotli and gzip (Accept-Encoding), or none. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const of = (name: Encoding) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** If-None-Match names this ETag (weak comparison, as GET asks for), or is `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * Sends a serialized answer: 304 without a body when If-None-Match names its ETag, otherwise
 * its bytes in the best coding the client accepts. `key` is where it is kept (null: it is not).
 */
export function sendAnswer(
  req: Request,
  res: Response,
  cache: PublicCache,
  key: string | null,
  answer: CachedAnswer,
): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  // Shown again only after asking (with the ETag): a score may change it at any moment.
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  if (matches(req.get('if-none-match'), answer.etag)) {
    res.status(304).end();
    return;
  }
  const encoding =
    answer.json.length >= compressFrom ? chooseEncoding(req.get('accept-encoding')) : null;
  const bytes = encoding ? cache.encode(key, answer, encoding) : answer.json;
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/** What a cacheable route reads: its body and the sources it was read from (throws for a 404). */
export type PublicRead = () => Promise<{ body: unknown; sources: AnswerSources }>;

/**
 * Answers a public read from the cache, or reads, keeps and sends it. Only the answer every
 * visitor gets is kept: one that may show private leagues (an organiser's) is read and sent
 * each time, never kept.
 */
export async function answerPublicRead(
  req: Request,
  res: Response,
  cache: PublicCache,
  visibility: LeagueVisibility,
  read: PublicRead,
): Promise<void> {
  if (visibility !== 'public') {
    const { body, sources } = await read();
    // An epoch that never matches: serialized and sent, never kept.
    sendAnswer(req, res, cache, null, cache.put(cacheKey(req), body, sources, Number.NaN));
    return;
  }
  const key = cacheKey(req);
  const kept = cache.get(key);
  if (kept) return sendAnswer(req, res, cache, key, kept);
  const epoch = cache.epoch;
  const { body, sources } = await read();
  sendAnswer(req, res, cache, key, cache.put(key, body, sources, epoch));
}

/**
 * Mounted before the session and API-key checks: a GET with neither a session cookie nor an
 * API key (so anonymous: the public answer is its answer) whose answer is kept gets it at once,
 * without a database round trip. Everything else goes on to the routes.
 */
export function publicReadsFastPath(cache: PublicCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.headers['x-api-key'] !== undefined || req.headers.authorization !== undefined) {
      return next();
    }
    if (req.headers.cookie?.includes(`${sessionCookie}=`)) return next();
    const key = cacheKey(req);
    const kept = cache.get(key);
    if (!kept) return next();
    sendAnswer(req, res, cache, key, kept);
  };
}
