import { describe, expect, it } from 'vitest';
import { avatarUrl, initials, initialsSvg } from './initials';

describe('when initials are drawn from a name', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(initials('marko petrović')).toBe('MP');
    expect(initials('Ana Marija Jovanović')).toBe('AM');
  });

  it('takes one letter from a one-word name and none from an empty one', () => {
    expect(initials('Madonna')).toBe('M');
    expect(initials('   ')).toBe('');
  });

  it('keeps letters outside ASCII whole and ignores extra spaces', () => {
    expect(initials('  đorđe   šarić ')).toBe('ĐŠ');
    expect(initials('Ćira Čolić')).toBe('ĆČ');
  });
});

describe('when the initials avatar is drawn', () => {
  it('uses the spec colours, text #7F9CF5 on #EBF4FF', () => {
    const svg = initialsSvg('Marko Petrović');
    expect(svg).toContain('fill="#EBF4FF"');
    expect(svg).toContain('fill="#7F9CF5">MP</text>');
  });

  it('escapes markup in the name so the SVG cannot carry a script', () => {
    const svg = initialsSvg('<script>alert(1)</script> &co');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;&amp;</text>');
  });
});

describe('when a user has no uploaded avatar', () => {
  it('points at the initials avatar for the name, and at the upload otherwise', () => {
    expect(avatarUrl({ name: 'Ana Ilić' })).toBe('/api/avatars/initials.svg?name=Ana%20Ili%C4%87');
    expect(avatarUrl({ name: 'Ana Ilić', avatar_path: '12-abc.png' })).toBe(
      '/api/avatars/12-abc.png',
    );
  });
});
