/** The query parameter that says where to go back to after signing in or completing a step elsewhere. */
export const NEXT_PARAM = 'next';

/**
 * `next` when it is an address of this site (a path such as /leagues/join/abc?x=1), else null. Absolute URLs,
 * protocol-relative ones (//evil.example) and backslash tricks are refused, so a crafted link cannot send
 * someone who just signed in to another site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  const base = 'http://courtside.invalid';
  try {
    const url = new URL(next, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `path` with `next` added, for a link that should come back to `next` afterwards. */
export function withNext(path: string, next: string): string {
  return `${path}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}
