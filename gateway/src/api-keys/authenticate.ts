import type { Request, RequestHandler } from 'express';
import type { ApiKeyScope } from '@courtside/events';
import type { Knex } from 'knex';
import { ForbiddenError, HttpError, ThrottledError, UnauthenticatedError } from '../errors';
import { rmSchema } from '../db/tables';
import { today } from '../http/request-time';
import { hashApiKey, keyInText, looksLikeKey } from './secret';

/** Requests per key per minute (every gateway counts in the same row). */
export const apiKeyRequestsPerMinute = 60;

/** The key a request was authenticated with, for the routes behind. */
export interface ApiKeyIdentity {
  id: number;
  leagueIds: number[];
  /** What the key may do besides reading (issue 11: 'recordings' attaches match videos). */
  scopes: ApiKeyScope[];
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types are augmented this way
  namespace Express {
    interface Locals {
      /** Set when the request carried a valid API key (authenticateApiKey). */
      apiKey?: ApiKeyIdentity;
      /** A valid key was sent for a read it does not cover: the request goes on as anonymous. */
      apiKeyOutside?: boolean;
    }
  }
}

/** A key sent in the URL: refused (401), since addresses end up in logs and histories. */
export class ApiKeyInUrlError extends HttpError {
  readonly status = 401;
  constructor() {
    super('apiKeyInUrl');
  }
}

const queryNames = new Set(['api_key', 'apikey', 'api-key', 'x-api-key', 'key']);

function keyInUrl(req: Request): boolean {
  const at = req.originalUrl.indexOf('?');
  if (at < 0) return false;
  const query = req.originalUrl.slice(at + 1);
  let decoded = query;
  try {
    decoded = decodeURIComponent(query);
  } catch {
    // A malformed escape still gets the raw text checked.
  }
  if (keyInText.test(decoded)) return true;
  return [...new URLSearchParams(query).keys()].some((name) => queryNames.has(name.toLowerCase()));
}

/** The key presented in a header, '' for a header present but empty, undefined for none. */
function presentedKey(req: Request): string | undefined {
  const header = req.get('x-api-key');
  if (header !== undefined) return header.trim();
  const authorization = req.get('authorization');
  if (authorization === undefined) return undefined;
  const match = /^Bearer\s+(.*)$/i.exec(authorization.trim());
  return match ? (match[1] ?? '').trim() : '';
}

/** What a key may reach: public reads of one of its leagues, `/leagues/:id` and below. */
const leagueRead = /^\/leagues\/(\d{1,10})(?:\/[a-z-]+)?\/?$/;

/** Spec §7's team link, for API consumers too: allowed when the team plays in one of its leagues. */
const teamLinkRead = /^\/leagues\/team\/(\d{1,10})\/link\/?$/;

/** A recording service's resumable video uploads (tus: POST, HEAD, PATCH, DELETE). */
const videoUpload = /^\/v1\/videos\/uploads(?:\/[A-Za-z0-9_-]{1,100})?\/?$/;

/** A key's own webhook endpoints (issue 12): it lists (GET) and registers (POST) them itself. */
const ownWebhooks = /^\/webhooks\/?$/;

/** Whether a key tied to `leagueIds` may read this path (a league of its own, or a team in one). */
async function keyMayRead(knex: Knex, path: string, leagueIds: number[]): Promise<boolean> {
  const team = teamLinkRead.exec(path);
  if (team) {
    const plays = await knex(`${rmSchema}.league_teams`)
      .where({ team_id: Number(team[1]) })
      .whereIn('league_id', leagueIds)
      .first('league_id');
    return plays !== undefined;
  }
  const league = leagueRead.exec(path);
  return league !== null && leagueIds.includes(Number(league[1]));
}

/**
 * Authenticates API keys, only ever from a header (`Authorization: Bearer …` or `X-Api-Key`).
 * A key request drops its cookies (it acts as the key, never as a session) and counts against the
 * key's per-minute limit (429 with Retry-After). It reads its own leagues (private ones too) and
 * the team link of a team playing in one of them as the key; any other read goes on as an
 * anonymous visitor's, so every public answer stays open to it, and a route closed to anonymous
 * visitors answers 403. With the `recordings` scope it uploads match videos
 * (`/v1/videos/uploads`); every other write answers 403. Runs before the session so none is
 * started for it.
 */
export function authenticateApiKey(knex: Knex): RequestHandler {
  return async (req, res, next) => {
    if (keyInUrl(req)) throw new ApiKeyInUrlError();
    const key = presentedKey(req);
    if (key === undefined) return next();
    delete req.headers.cookie;
    if (!looksLikeKey(key)) throw new UnauthenticatedError();
    // One statement: the per-minute window, last use and the day's count move together, and
    // the count is an upsert, exact however many requests arrive at once.
    const { rows } = await knex.raw<{
      rows: {
        id: number;
        league_ids: number[];
        scopes: ApiKeyScope[];
        window_requests: number;
        retry_after: number;
      }[];
    }>(
      `WITH used AS (
         UPDATE api_keys k SET
           window_requests = CASE WHEN k.window_ends_at IS NULL OR k.window_ends_at <= now()
                                  THEN 1 ELSE k.window_requests + 1 END,
           window_ends_at = CASE WHEN k.window_ends_at IS NULL OR k.window_ends_at <= now()
                                 THEN now() + interval '1 minute' ELSE k.window_ends_at END,
           last_used_at = ?::timestamptz
         WHERE k.secret_hash = ? AND k.revoked_at IS NULL
           AND EXISTS (SELECT 1 FROM accounts a WHERE a.id = k.account_id
                          AND a.disabled_at IS NULL AND a.deleted_at IS NULL)
         RETURNING k.id, k.league_ids, k.scopes, k.window_requests,
                   ceil(extract(epoch FROM k.window_ends_at - now()))::int AS retry_after
       ), counted AS (
         INSERT INTO api_key_usage (api_key_id, day, requests)
         SELECT id, ?::date, 1 FROM used
         ON CONFLICT (api_key_id, day) DO UPDATE SET requests = api_key_usage.requests + 1
       )
       SELECT * FROM used`,
      [res.locals.now.toISOString(), hashApiKey(key), today(res)],
    );
    const row = rows[0];
    if (!row) throw new UnauthenticatedError();
    if (row.window_requests > apiKeyRequestsPerMinute) {
      throw new ThrottledError(Math.max(1, row.retry_after));
    }
    const identity = { id: row.id, leagueIds: row.league_ids, scopes: row.scopes };
    if (videoUpload.test(req.path)) {
      // A key without the recordings scope may not send videos at all.
      if (!row.scopes.includes('recordings')) throw new ForbiddenError();
      res.locals.apiKey = identity;
      return next();
    }
    if (ownWebhooks.test(req.path) && (req.method === 'GET' || req.method === 'POST')) {
      res.locals.apiKey = identity;
      return next();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new ForbiddenError();
    if (await keyMayRead(knex, req.path, row.league_ids)) res.locals.apiKey = identity;
    // A read outside the key's leagues goes on as an anonymous visitor would: a key widens
    // access, never narrows it. A route anonymous visitors may not read answers 403 (requires).
    else res.locals.apiKeyOutside = true;
    next();
  };
}
