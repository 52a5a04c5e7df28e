import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './numbers';

/** Intl puts a no-break space between amount and currency; the reader sees a space. */
const seen = (text: string) => text.replace(/\s/g, ' ');

describe('when an amount is shown', () => {
  it('is written as the chosen language writes it, with the currency', () => {
    expect(seen(formatMoney(1234.5, 'sr-Latn'))).toBe('1.234,50 RSD');
    expect(seen(formatMoney(1234.5, 'sr-Cyrl'))).toBe('1.234,50 RSD');
    expect(seen(formatMoney(1234.5, 'en'))).toBe('RSD 1,234.50');
  });

  it('groups the digits of a count by the language too', () => {
    expect(seen(formatNumber(12345, 'sr-Latn'))).toBe('12.345');
    expect(seen(formatNumber(12345, 'en'))).toBe('12,345');
  });
});
