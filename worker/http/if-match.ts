import type { Context } from 'hono';

/**
 * The version a write says it edits, from `If-Match` (`"12"` or `W/"12"`): undefined without the header or for `*`
 * (any version). A value that names no version is kept as 0, which no stored version equals, so it answers 412 as
 * HTTP asks rather than writing over whatever is there.
 */
export function ifMatchVersion(c: Context): number | undefined {
  const header = c.req.header('If-Match')?.trim();
  if (!header || header === '*') return undefined;
  const version = /^(?:W\/)?"(\d{1,15})"$/.exec(header)?.[1];
  return version === undefined ? 0 : Number(version);
}

/** The ETag of a versioned thing, as `ifMatchVersion` reads it back. */
export const versionTag = (version: number) => `"${version}"`;
