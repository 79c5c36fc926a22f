// The service worker's precache list, split (vite.config.ts, client/sw.ts): every phone that opens Kar keeps what a
// first page loads, which it has just downloaded anyway; a signed-in phone keeps the whole app for use offline.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildFile } from '../client/sw/build-file.ts';

/** The local files the built page names (its script, stylesheets, the language script, the icons in its head). */
export function filesNamedBy(html: string): Set<string> {
  const named = [...html.matchAll(/\s(?:src|href)="\/([^"#?]+)"/g)].map((match) => match[1] ?? '');
  return new Set(named);
}

/**
 * A workbox-build manifest transform: marks the page itself and the files dist/client/index.html names. Fails the
 * build when the page names none of the files, rather than give every visitor the whole app or nothing.
 */
export function markFirstPageFiles(outDir: string) {
  return <Entry extends BuildFile>(entries: Entry[]) => {
    const named = filesNamedBy(readFileSync(join(outDir, 'index.html'), 'utf8'));
    const isFirstPage = (entry: Entry) => entry.url === 'index.html' || named.has(entry.url);
    const manifest: Array<Entry & Pick<BuildFile, 'firstPage'>> = entries.map((entry) => (isFirstPage(entry) ? { ...entry, firstPage: true } : entry));
    if (!manifest.some((entry) => entry.firstPage && entry.url.startsWith('assets/'))) {
      throw new Error("first-page files: index.html names none of the build's assets");
    }
    return { manifest, warnings: [] };
  };
}
