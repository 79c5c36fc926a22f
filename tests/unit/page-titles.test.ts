import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each page names itself in the window title from its own chunk (client/lib/page-titles.ts), rather than
// through a map of every page in the entry chunk: this holds every route that shows a page to that.
const routesDir = 'client/routes';
const routeFiles = (readdirSync(routesDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && file !== '__root.tsx')
  .map((file) => ({ file, source: readFileSync(join(routesDir, file), 'utf8') }));

describe('window titles', () => {
  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThan(30);
  });

  it.each(routeFiles.filter(({ source }) => source.includes('component:')).map(({ file, source }) => [file, source]))('%s names its page', (_file, source) => {
    expect(source).toMatch(/usePageTitle\((null|m\.\w+)\)/);
  });

  it("layout routes without a page of their own set none (a parent would overwrite its page's title)", () => {
    for (const { file, source } of routeFiles.filter(({ source }) => !source.includes('component:'))) {
      expect(source, file).not.toContain('usePageTitle');
    }
  });

  it('the unknown-address page names itself', () => {
    expect(readFileSync('client/routes/__root.tsx', 'utf8')).toContain("'NotFoundRoute'");
    expect(readFileSync('client/components/NotFoundPage.tsx', 'utf8')).toContain('usePageTitle(m.not_found_title)');
  });
});
