import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://courtside.test';

describe('when /callback is given where to go next', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirect('/administration/leagues?hash=league#top', origin, '/')).toBe(
      '/administration/leagues?hash=league#top',
    );
  });

  it.each([
    ['another origin', 'https://evil.test/steal'],
    ['a protocol-relative address', '//evil.test/x'],
    ['a backslash browsers read as a host', '/\\evil.test'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'administration'],
    ['the callback itself', '/callback?redirect=/x'],
    ['nothing', null],
  ])('falls back for %s', (_what, target) => {
    expect(safeRedirect(target, origin, '/officials')).toBe('/officials');
  });
});
