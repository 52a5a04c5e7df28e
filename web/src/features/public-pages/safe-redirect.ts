/**
 * Where /callback may send the user: a path on this site only. Anything that would leave it
 * (another origin, a protocol-relative `//host`, `/\host` that browsers read as one, a
 * `javascript:` URL) or loop back to /callback falls back to `fallback`.
 */
export function safeRedirect(target: string | null, origin: string, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  if (url.pathname === '/callback' || url.pathname.startsWith('/callback/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
