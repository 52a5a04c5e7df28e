/** What a `Range` header asks of a file of `size` bytes. */
export type RangeAnswer =
  /** No usable single range: the whole file, 200. */
  | { kind: 'whole' }
  /** Bytes `start`–`end` inclusive, 206. */
  | { kind: 'partial'; start: number; end: number }
  /** A well-formed range that lies outside the file: 416. */
  | { kind: 'unsatisfiable' };

const single = /^bytes=(\d*)-(\d*)$/;

/**
 * RFC 9110 §14 for one range: `bytes=a-b`, open `bytes=a-` and suffix `bytes=-n`. A header
 * this does not understand (another unit, several ranges, nonsense) is ignored, as the RFC
 * allows, and the whole file is sent.
 */
export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = single.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { kind: 'whole' };
  if (from === '') {
    // The last n bytes; a file shorter than n is sent whole as a range.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Number(to);
  if (to !== '' && end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
