import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-05-02T12:00:00Z');

describe('when a last activity is shown relative to now', () => {
  it('says minutes, hours and days ago in English', () => {
    expect(relativeTime('2026-05-02T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-05-02T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-05-01T12:00:00Z', now, 'en')).toBe('yesterday');
  });

  it('says "now" for the last few seconds', () => {
    expect(relativeTime('2026-05-02T11:59:58Z', now, 'en')).toBe('now');
  });

  it('speaks Serbian in Latin script', () => {
    expect(relativeTime('2026-05-02T11:55:00Z', now, 'sr-Latn')).toBe('pre 5 minuta');
  });
});
