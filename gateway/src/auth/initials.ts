/** Spec §9: the generated avatar's colours. */
export const initialsColours = { text: '#7F9CF5', background: '#EBF4FF' } as const;

/**
 * The letters of the generated avatar (spec §3): the first letter of each of the first two
 * words of the name, upper-cased. Letters are taken whole (Đ, Š, emoji pairs), never halves.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean).slice(0, 2);
  return words
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('sr-Latn');
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c);
}

/** The initials avatar as a square SVG, the name's letters escaped. */
export function initialsSvg(name: string): string {
  const letters = escapeXml(initials(name));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">' +
    `<rect width="128" height="128" fill="${initialsColours.background}"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif"` +
    ` font-size="52" font-weight="600" fill="${initialsColours.text}">${letters}</text></svg>`
  );
}

/** Where a user's avatar is: the uploaded image, else the initials drawn from the name. */
export function avatarUrl(account: { name: string; avatar_path?: string | null }): string {
  if (account.avatar_path) return `/api/avatars/${account.avatar_path}`;
  return `/api/avatars/initials.svg?name=${encodeURIComponent(account.name)}`;
}
