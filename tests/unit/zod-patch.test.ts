// patches/zod+4.6.7.patch (docs/decisions/0014): zod's 60-odd error locales are not part of what a Worker isolate
// evaluates. Fails when the patch did not apply (a silent patch-package failure) or zod moved off the patched version.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const zodDir = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const patchFile = readdirSync('patches').find((name) => name.startsWith('zod+'));

describe('the zod patch', () => {
  it('is made for the installed version, and every file it touches carries its marker', () => {
    const installed = (JSON.parse(readFileSync(join(zodDir, 'package.json'), 'utf8')) as { version: string }).version;
    expect(patchFile).toBe(`zod+${installed}.patch`);
    for (const file of ['v4/core/index.js', 'v4/classic/external.js', 'v4/mini/external.js']) {
      const text = readFileSync(join(zodDir, file), 'utf8');
      expect(text, file).toContain(`Kar (patches/${patchFile})`);
      expect(text, file).not.toContain('locales/index.js');
    }
  });

  it('keeps English, the default zod falls back to, and nothing else', () => {
    expect(Object.keys(z.locales)).toEqual(['en']);
    expect(Object.keys(z.core.locales)).toEqual(['en']);
    expect(z.string().min(3).safeParse('a').error?.issues[0]?.message).toBe('Too small: expected string to have >=3 characters');
  });
});
