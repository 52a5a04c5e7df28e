/**
 * Serbian Latin → Cyrillic for user data (spec §1: the Cyrillic interface shows names in
 * Cyrillic too). Serbian Latin maps letter for letter, except three letters written with two
 * characters (lj, nj, dž), each one Cyrillic letter. What is not Serbian text stays as written:
 * URLs, e-mail addresses, file formats and codes (CSV, iCal, PDF), words with letters Serbian
 * does not use (q, w, x, y: foreign names) and words mixing case inside (iCal, McLaren).
 * Where a name must not change anyway (a sponsor, a foreign name that looks Serbian) the record
 * carries its own Cyrillic form, which `nameInScript` prefers.
 */

const digraphs: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

const letters: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};

/** Codes and formats that are written in Latin in any script (matched case-insensitively). */
const codes = new Set([
  'csv',
  'pdf',
  'ical',
  'ics',
  'url',
  'urls',
  'html',
  'json',
  'xml',
  'utf',
  'api',
  'qr',
  'png',
  'jpg',
  'jpeg',
  'svg',
  'sms',
  'http',
  'https',
  'www',
  'smtp',
  'pin',
  'ok',
]);

const foreignLetters = /[qwxy]/i;
const innerCapital = /\p{Ll}\p{Lu}/u;

/** A run that is kept whole: a URL, an e-mail address or a word (letters, digits, joiners). */
const token = /[a-z][a-z0-9+.-]*:\/\/\S+|www\.\S+|[^\s@]+@[^\s@]+|[\p{L}\p{N}]+/giu;

function isKept(word: string): boolean {
  return (
    word.includes('://') ||
    /^www\./i.test(word) ||
    word.includes('@') ||
    codes.has(word.toLowerCase()) ||
    foreignLetters.test(word) ||
    innerCapital.test(word)
  );
}

/** "Lj" and "LJ" are both the capital Љ: the case of the first character decides. */
function withCase(cyrillic: string, source: string): string {
  const first = source.charAt(0);
  return first === first.toLowerCase() ? cyrillic : cyrillic.toUpperCase();
}

function word(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const pair = text.slice(i, i + 2);
    const pairCyrillic = digraphs[pair.toLowerCase()];
    if (pairCyrillic !== undefined) {
      out += withCase(pairCyrillic, pair);
      i += 2;
      continue;
    }
    const char = text.charAt(i);
    const single = letters[char.toLowerCase()];
    out += single === undefined ? char : withCase(single, char);
    i += 1;
  }
  return out;
}

/** Serbian Latin text in Cyrillic, leaving codes, formats, URLs, e-mail and foreign words. */
export function toCyrillic(text: string): string {
  return text.replace(token, (match) => (isKept(match) ? match : word(match)));
}

/** The scripts a name can be shown in; the interface language decides which. */
export type NameScript = 'latin' | 'cyrillic';

/**
 * A record's name as the interface shows it: in Latin as stored, in Cyrillic as the record's
 * own Cyrillic form when it has one (a per-record override), or else transliterated.
 */
export function nameInScript(
  name: string,
  script: NameScript,
  cyrillicName?: string | null,
): string {
  if (script === 'latin') return name;
  const override = cyrillicName?.trim();
  return override ? override : toCyrillic(name);
}
