import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesNamedBy, markFirstPageFiles } from '../../scripts/first-page-files';

const page = `<!doctype html><html lang="en"><head>
<link rel="icon" href="/favicon.svg"><link rel="manifest" href="/manifest.webmanifest">
<script src="/locale-boot.js"></script>
<script type="module" crossorigin src="/assets/index-AbC1234.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-Zz9y8x7.css">
</head><body><a href="/explore-jobs">Jobs</a><a href="#signup">Sign up</a></body></html>`;

function builtInto(html: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'kar-first-page-'));
  writeFileSync(join(folder, 'index.html'), html);
  return folder;
}

describe('the files a first page loads (the service worker keeps them on every phone)', () => {
  it('are the local files the built page names, links to other pages and fragments included only as names', () => {
    const named = filesNamedBy(page);
    expect(named).toEqual(
      new Set(['favicon.svg', 'manifest.webmanifest', 'locale-boot.js', 'assets/index-AbC1234.js', 'assets/index-Zz9y8x7.css', 'explore-jobs']),
    );
  });

  it('are marked in the precache list with the page itself; the lazy chunks and icons are not', () => {
    const mark = markFirstPageFiles(builtInto(page));
    const entries = [
      { url: 'index.html', revision: 'a1', size: 1 },
      { url: 'locale-boot.js', revision: 'b2', size: 1 },
      { url: 'assets/index-AbC1234.js', revision: null, size: 1 },
      { url: 'assets/index-Zz9y8x7.css', revision: null, size: 1 },
      { url: 'assets/cv-maker-Q1w2e3r.js', revision: null, size: 1 },
      { url: 'icons/icon-192.png', revision: 'c3', size: 1 },
    ];
    const marked = mark(entries)
      .manifest.filter((entry) => entry.firstPage)
      .map((entry) => entry.url);
    expect(marked).toEqual(['index.html', 'locale-boot.js', 'assets/index-AbC1234.js', 'assets/index-Zz9y8x7.css']);
  });

  it('fail the build when the page names none of the build’s files', () => {
    const mark = markFirstPageFiles(builtInto('<!doctype html><html><body>Kar</body></html>'));
    expect(() =>
      mark([
        { url: 'index.html', revision: 'a1' },
        { url: 'assets/index-AbC1234.js', revision: null },
      ]),
    ).toThrow(/names none/);
  });
});
