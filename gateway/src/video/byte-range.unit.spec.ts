import { describe, expect, it } from 'vitest';
import { rangeOf } from './byte-range';

describe('when a request asks for part of a 1000-byte file', () => {
  it('gives the bytes a closed range names, both ends included', () => {
    expect(rangeOf('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(rangeOf('bytes=500-500', 1000)).toEqual({ kind: 'partial', start: 500, end: 500 });
  });

  it('gives the rest of the file for an open range', () => {
    expect(rangeOf('bytes=100-', 1000)).toEqual({ kind: 'partial', start: 100, end: 999 });
  });

  it('gives the last bytes for a suffix range, the whole file when it is shorter', () => {
    expect(rangeOf('bytes=-500', 1000)).toEqual({ kind: 'partial', start: 500, end: 999 });
    expect(rangeOf('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('cuts a range that runs past the end at the last byte', () => {
    expect(rangeOf('bytes=900-5000', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
  });

  it('refuses a range that starts past the end, or an empty suffix', () => {
    expect(rangeOf('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=2000-3000', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('when the header is absent or not one plain byte range', () => {
  it('sends the whole file', () => {
    for (const header of [
      undefined,
      '',
      'bytes=-',
      'items=0-10',
      'bytes=0-10,20-30',
      'bytes=20-10',
      'bytes=a-b',
    ]) {
      expect(rangeOf(header, 1000)).toEqual({ kind: 'whole' });
    }
  });
});
