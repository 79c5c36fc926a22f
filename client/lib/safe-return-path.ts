const maxPathLength = 2000;
/** Only to parse with: a path must resolve to this origin to be followed. */
const probeOrigin = 'https://kar.invalid';

/**
 * A path on this site to go back to, never another site: `//host`, `/\host`, `/<tab>/host` and schemes resolve to
 * another origin and are refused. The hash is dropped (it opens dialogs); the sign-in prompt itself is no target.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > maxPathLength) return undefined;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== probeOrigin || url.pathname === '/sign-in') return undefined;
  return `${url.pathname}${url.search}`;
}
