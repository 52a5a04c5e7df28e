import { describe, expect, it } from 'vitest';
import { todaysKickOffs } from '../demo/kick-offs';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('when the demo is seeded in the afternoon', () => {
  it('has one contest under way and the rest an hour and more apart, later today', () => {
    expect(iso(todaysKickOffs(new Date('2026-11-24T14:03:00Z'), 4))).toEqual([
      '2026-11-24T12:50:00.000Z',
      '2026-11-24T15:35:00.000Z',
      '2026-11-24T16:05:00.000Z',
      '2026-11-24T16:35:00.000Z',
    ]);
  });
});

describe('when the demo is seeded late in the evening (23:30 in Belgrade, 22:30 UTC)', () => {
  it('keeps every later contest today, after now and before midnight', () => {
    const now = new Date('2026-12-31T22:30:00Z');
    const [underWay, ...later] = todaysKickOffs(now, 5);
    expect(underWay?.toISOString()).toBe('2026-12-31T21:20:00.000Z');
    expect(later).toHaveLength(4);
    for (const time of later) {
      expect(time.getTime()).toBeGreaterThan(now.getTime());
      expect(time.toISOString().slice(0, 10)).toBe('2026-12-31');
    }
    expect(iso(later)).toEqual([...iso(later)].sort());
  });
});

describe('when the demo is seeded just after midnight', () => {
  it('starts the contest under way at midnight, so it is today’s', () => {
    const [underWay] = todaysKickOffs(new Date('2026-10-25T00:20:00Z'), 4);
    expect(underWay?.toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });
});
