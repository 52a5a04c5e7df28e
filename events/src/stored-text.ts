/**
 * A NUL, which PostgreSQL text cannot hold, or a lone UTF-16 surrogate, which jsonb refuses
 * and UTF-8 cannot encode (the text column silently gets U+FFFD instead, the event log a
 * server error): no field of ours may carry either.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored as given, in a text column and in the event log's jsonb. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/**
 * The first field (dotted path, `body` for the value itself) of a parsed JSON value whose
 * text, or whose key, cannot be stored; null when every text can. Looks 20 levels deep, which
 * is deeper than any body of ours.
 */
export function fieldWithUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || 'body';
  if (depth > 20 || typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return path || 'body';
    const found = fieldWithUnstorableText(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}
