import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock';
import { readTestClockPin } from './testing/clock-config';

describe('when a clock starts at a pinned moment', () => {
  it('reads that moment first, then runs on at the wall clock’s pace', () => {
    let wall = Date.parse('2026-11-24T08:00:00Z');
    const clock = clockStartingAt(new Date('2026-10-25T23:30:00+01:00'), () => new Date(wall));
    expect(clock().toISOString()).toBe('2026-10-25T22:30:00.000Z');
    wall += 90_000;
    expect(clock().toISOString()).toBe('2026-10-25T22:31:30.000Z');
  });

  it('refuses an invalid start', () => {
    expect(() => clockStartingAt(new Date('not a date'))).toThrow(/valid date/);
  });
});

describe('when the test run is pinned with COURTSIDE_TEST_NOW', () => {
  it('reads an instant with its offset as that instant', () => {
    expect(readTestClockPin({ COURTSIDE_TEST_NOW: '2026-12-31T23:30:00+01:00' })).toBe(
      '2026-12-31T22:30:00.000Z',
    );
  });

  it('leaves the machine’s clock when unset or empty', () => {
    expect(readTestClockPin({})).toBeNull();
    expect(readTestClockPin({ COURTSIDE_TEST_NOW: ' ' })).toBeNull();
  });

  it('stops the run with the variable named when the value is no instant', () => {
    expect(() => readTestClockPin({ COURTSIDE_TEST_NOW: 'tomorrow evening' })).toThrow(
      /COURTSIDE_TEST_NOW must be an ISO-8601 instant/,
    );
    expect(() => readTestClockPin({ COURTSIDE_TEST_NOW: '2026-13-45T99:00:00Z' })).toThrow(
      /COURTSIDE_TEST_NOW/,
    );
  });
});
