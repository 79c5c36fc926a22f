/** Longest file name kept, in characters (code points), extension included. */
export const maxFileNameLength = 120;

// Control and format characters: bidi overrides and isolates (U+202A–E, U+2066–9, U+200E/F, U+061C) can make
// "cv‮fdp.exe" read as "cvexe.pdf". The zero-width non-joiner and joiner (U+200C/D) are format characters too,
// but Sorani and Persian words need the first, and emoji the second.
const invisible = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\u2028\u2029]/gu;
// Characters Windows refuses in names; a saved download must not fail over them.
const reserved = /[<>:"|?*]/g;
const extensionOf = /\.[\p{L}\p{N}]{1,10}$/u;

function truncate(text: string, length: number): string {
  return Array.from(text).slice(0, Math.max(0, length)).join('');
}

/**
 * The name a client gave an upload, made safe to store and to offer back in Content-Disposition: only the base name
 * (no folders), no invisible or direction characters, no leading dots, at most `maxFileNameLength` characters with
 * the extension kept. Letters of every script stay as typed. An empty result becomes `fallback` with the extension.
 */
export function cleanFileName(name: string, fallback = 'file'): string {
  // Line breaks and tabs part words: they become spaces before the other invisible characters go.
  const visible = name.normalize('NFC').replace(/\s+/g, ' ').replace(invisible, '');
  const base = visible.split(/[/\\]/).at(-1) ?? '';
  const tidy = base
    .replace(reserved, '_')
    .replace(/ +/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '');
  const extension = extensionOf.exec(tidy)?.[0] ?? '';
  const stem = tidy.slice(0, tidy.length - extension.length).replace(/[ .]+$/, '');
  const kept = truncate(stem || fallback, maxFileNameLength - Array.from(extension).length).replace(/[ .]+$/, '');
  return `${kept || fallback}${extension}`;
}
