import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './standings-exports';

describe('when a value is written to CSV', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Crvena zvezda')).toBe('Crvena zvezda');
    expect(csvField(-12)).toBe('-12');
    expect(csvField(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Hala "Pionir", Beograd')).toBe('"Hala ""Pionir"", Beograd"');
    expect(csvField('first\nsecond')).toBe('"first\nsecond"');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['team', 'points'], [['Čačak', 4]])).toBe('\uFEFFteam,points\r\nČačak,4\r\n');
  });
});
