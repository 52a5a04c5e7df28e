import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { sessionCookie } from '../auth/session';
import { logAnswered } from '../logger';
import type { LeagueVisibility } from '../queries/leagues';
import {
  compressFrom,
  type AnswerSources,
  type CachedAnswer,
  type Encoding,
  type PublicCache,
} from './public-cache';
import { appHeaderList } from './security';

/** The cache key of a request's URL (its whole path, as asked): path and query, sorted. */
export function cacheKey(url: string): string {
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
  req: IncomingMessage,
  res: ServerResponse,
  cache: PublicCache,
  key: string | null,
  answer: CachedAnswer,
): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  // Shown again only after asking (with the ETag): a score may change it at any moment.
  if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  if (matches(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding =
    answer.json.length >= compressFrom ? chooseEncoding(req.headers['accept-encoding']) : null;
  const bytes = encoding ? cache.encode(key, answer, encoding) : answer.json;
  res.statusCode = 200;
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
    sendAnswer(
      req,
      res,
      cache,
      null,
      cache.put(cacheKey(req.originalUrl), body, sources, Number.NaN),
    );
    return;
  }
  const key = cacheKey(req.originalUrl);
  const kept = cache.get(key);
  if (kept) return sendAnswer(req, res, cache, key, kept);
  const epoch = cache.epoch;
  const { body, sources } = await read();
  sendAnswer(req, res, cache, key, cache.put(key, body, sources, epoch));
}

/**
 * The HTTP server's first look at a request, before Express: a GET or HEAD under /api/ with
 * neither a session cookie nor an API key (so anonymous: the public answer is its answer) whose
 * answer is kept gets it at once, with helmet's headers worked out once and the request log's
 * line, and true is answered; anything else is false and goes to the app. Issue 13: for a kept
 * answer, Express's request set-up, the request log and helmet cost more than the answer.
 */
export function publicReadsFastPath(
  cache: PublicCache,
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith('/api/')) return false;
    if (req.headers['x-api-key'] !== undefined || req.headers.authorization !== undefined) {
      return false;
    }
    if (req.headers.cookie?.includes(`${sessionCookie}=`)) return false;
    const key = cacheKey(url);
    const kept = cache.get(key);
    if (!kept) return false;
    const startedAt = performance.now();
    for (const [name, value] of appHeaderList) res.setHeader(name, value);
    sendAnswer(req, res, cache, key, kept);
    logAnswered(logger, req, res, startedAt);
    return true;
  };
}
