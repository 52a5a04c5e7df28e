import { createHmac, timingSafeEqual } from 'node:crypto';

/** Which file of a video a link opens. */
export type MediaPart = 'video' | 'poster';

/** What one signed media link allows: this viewer, this file, until `expires` (unix seconds). */
export interface MediaGrant {
  videoId: number;
  what: MediaPart;
  expires: number;
  viewer: number;
}

/** Why a media link is refused; both answer 403, but the viewer is told which. */
export type MediaRefusal = 'expired' | 'forged';

function signature(key: string, grant: MediaGrant): Buffer {
  // One field per line: no value can spill into the next, ids and times are integers.
  const payload = ['v1', grant.videoId, grant.what, grant.expires, grant.viewer].join('\n');
  return createHmac('sha256', key).update(payload).digest();
}

/**
 * A short-lived link to one of a video's files for one viewer (issue 11): the path is never
 * public, and a copied link stops working when it expires.
 */
export function signedMediaUrl(key: string, grant: MediaGrant): string {
  const query = new URLSearchParams({
    what: grant.what,
    exp: String(grant.expires),
    viewer: String(grant.viewer),
    sig: signature(key, grant).toString('base64url'),
  });
  return `/media/videos/${grant.videoId}?${query.toString()}`;
}

/** A grant for `lifetimeSeconds` from `now`, whole seconds. */
export function grantFrom(
  videoId: number,
  what: MediaPart,
  viewer: number,
  now: Date,
  lifetimeSeconds: number,
): MediaGrant {
  return { videoId, what, viewer, expires: Math.floor(now.getTime() / 1000) + lifetimeSeconds };
}

const integer = (raw: unknown): number | null =>
  typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : null;

/**
 * Checks a media link's query against its video id: the grant it carries when the signature is
 * ours and the time is not up, else why not. The signature is compared in constant time, and
 * before the expiry, so a forged link never learns whether its time would have passed.
 */
export function checkMediaLink(
  key: string,
  videoId: number,
  query: Record<string, unknown>,
  now: Date,
): MediaGrant | MediaRefusal {
  const what = query.what === 'video' || query.what === 'poster' ? query.what : null;
  const expires = integer(query.exp);
  const viewer = integer(query.viewer);
  const given = typeof query.sig === 'string' ? Buffer.from(query.sig, 'base64url') : null;
  if (!what || expires === null || viewer === null || !given) return 'forged';
  const grant: MediaGrant = { videoId, what, expires, viewer };
  const expected = signature(key, grant);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  if (Math.floor(now.getTime() / 1000) >= expires) return 'expired';
  return grant;
}
