// The dependency patches of the CV PDF renderer (patches/, applied by `patch-package` on `npm install`; see
// docs/decisions/0009-cv-pdf-speed.md) are in the files that Node (tests) and workerd (wrangler's bundle) load.
// Without them the PDFs are the same, only slower; this test says so when an install skipped its scripts or
// an upgrade left a patch behind.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
/** The folder of the installed package (pdfkit and fontkit do not export their package.json). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name !== name) {
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
    dir = dirname(dir);
  }
  return dir;
}

const patched: Array<[string, string[]]> = [
  ['pdfkit', ['js/pdfkit.node.mjs', 'js/pdfkit.browser.mjs']],
  ['fontkit', ['dist/module.mjs', 'dist/browser-module.mjs']],
  ['@react-pdf/stylesheet', ['lib/index.js']],
  ['@react-pdf/layout', ['lib/index.js']],
];

describe('CV PDF dependency patches', () => {
  it.each(patched)('%s is patched where Node and workerd load it', (name, files) => {
    const version = (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
    for (const file of files) {
      expect(readFileSync(join(packageDir(name), file), 'utf8'), `${name}/${file}`).toContain(`Kar (patches/${name.replace('/', '+')}+${version}.patch)`);
    }
  });
});
