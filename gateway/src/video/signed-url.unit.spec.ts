import { describe, expect, it } from 'vitest';
import { checkMediaLink, grantFrom, signedMediaUrl } from './signed-url';

const key = 'a-test-key-that-is-long-enough-for-hmac-sha256';
const now = new Date('2026-11-27T18:00:00Z');

/** The link's query as Express hands it to the route. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('when a viewer is given a link to a video', () => {
  const grant = grantFrom(7, 'video', 42, now, 600);
  const url = signedMediaUrl(key, grant);

  it('names the video and no storage path', () => {
    expect(url).toMatch(/^\/media\/videos\/7\?/);
    expect(url).not.toContain('videos/7/video');
  });

  it('opens while it lasts', () => {
    const later = new Date(now.getTime() + 599_000);
    expect(checkMediaLink(key, 7, queryOf(url), later)).toEqual(grant);
  });

  it('is expired from its expiry on', () => {
    const at = new Date(now.getTime() + 600_000);
    expect(checkMediaLink(key, 7, queryOf(url), at)).toBe('expired');
  });
});

describe('when a link is changed or signed with another key', () => {
  const url = signedMediaUrl(key, grantFrom(7, 'video', 42, now, 600));
  const query = queryOf(url);

  it('refuses each changed field as forged', () => {
    expect(checkMediaLink(key, 8, query, now)).toBe('forged');
    expect(checkMediaLink(key, 7, { ...query, what: 'poster' }, now)).toBe('forged');
    expect(checkMediaLink(key, 7, { ...query, viewer: '43' }, now)).toBe('forged');
    const longer = String(Number(query.exp) + 3600);
    expect(checkMediaLink(key, 7, { ...query, exp: longer }, now)).toBe('forged');
    expect(checkMediaLink(key, 7, { ...query, sig: 'AAAA' }, now)).toBe('forged');
    expect(checkMediaLink(`${key}-other`, 7, query, now)).toBe('forged');
  });

  it('refuses a link missing a field or with a malformed one', () => {
    for (const field of ['what', 'exp', 'viewer', 'sig']) {
      const partial = { ...query };
      delete partial[field];
      expect(checkMediaLink(key, 7, partial, now)).toBe('forged');
    }
    expect(checkMediaLink(key, 7, { ...query, exp: ['1', '2'] }, now)).toBe('forged');
    expect(checkMediaLink(key, 7, { ...query, viewer: '-1' }, now)).toBe('forged');
  });
});
