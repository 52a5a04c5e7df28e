import { describe, expect, it } from 'vitest';
import { parseDay } from './date-field';

describe('when a person types a day', () => {
  it('reads day.month.year, with or without leading zeros and a closing dot', () => {
    expect(parseDay('07.12.2026')).toBe('2026-12-07');
    expect(parseDay('7.12.2026.')).toBe('2026-12-07');
    expect(parseDay(' 1. 3. 2027 ')).toBe('2027-03-01');
    expect(parseDay('2026-12-07')).toBe('2026-12-07');
  });

  it('reads nothing from a day that does not exist or a half-typed one', () => {
    expect(parseDay('31.02.2026')).toBeNull();
    expect(parseDay('12/07/2026')).toBeNull();
    expect(parseDay('07.12.')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});
