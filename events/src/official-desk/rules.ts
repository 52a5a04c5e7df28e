/**
 * The officials' desk rules (spec §5, §9): what an official may upload for a match, shared by the
 * gateway, which enforces them, and the web form, which says them before a file is sent.
 */
export const matchFileLimits = {
  /** Spec §9: at most 20 MB a file (20 × 1024 × 1024 bytes, the size the form shows). */
  maxBytes: 20 * 1024 * 1024,
  /** Spec §5: an official's files have a count limit, named in the refusal; this is ours. */
  maxFiles: 10,
} as const;

/** What a match file is for: a facility photo, the score sheet, or another record. */
export const matchFileKinds = ['facility', 'score-sheet', 'record'] as const;
export type MatchFileKind = (typeof matchFileKinds)[number];

/** Media types a match file may be, decided from its bytes, never from its name. */
export const matchFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type MatchFileType = (typeof matchFileTypes)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The media type a file's first bytes say it is (JPEG, PNG, WebP or PDF), or null for anything
 * else: an HTML page or an SVG renamed `.png` is still text, and text is never a match file.
 */
export function sniffMatchFileType(bytes: Uint8Array): MatchFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}
