import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import ckb from '../../messages/ckb.json';
import en from '../../messages/en.json';
import { createHash } from 'node:crypto';
import { withFirstPaintShell, withInlineBootScript, arrangedForFirstPaint } from '../../worker/http/first-paint-shell';

const indexHtml = readFileSync('client/index.html', 'utf8');
const placeholders = [...indexHtml.matchAll(/<span data-message="(\w+)"><\/span>/g)].map((match) => match[1] ?? '');

describe('the first-paint shell of index.html', () => {
  it('names only message keys, and the worker fills each with its text in en, ckb and ar', () => {
    expect(placeholders).toEqual(expect.arrayContaining(['app_name', 'home_headline', 'nav_login', 'loading']));
    const html = withFirstPaintShell(indexHtml, '/');
    expect(html).not.toContain('data-message=');
    for (const key of placeholders) {
      for (const [locale, messages] of [
        ['en', en],
        ['ckb', ckb],
        ['ar', ar],
      ] as const) {
        const text = messages[key as keyof typeof en];
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(html).toContain(`<span data-in="${locale}" lang="${locale}">${text}</span>`);
      }
    }
  });

  it('keeps the home headline on / and a plain skeleton on other pages', () => {
    const home = withFirstPaintShell(indexHtml, '/');
    expect(home).toContain(en.home_headline);
    expect(home).not.toContain('shell:page');
    const other = withFirstPaintShell(indexHtml, '/explore-jobs');
    expect(other).not.toContain(en.home_headline);
    expect(other).not.toContain('<h1');
    expect(other).toContain(ckb.nav_explore_jobs);
  });

  it('escapes message text as HTML', () => {
    expect(withFirstPaintShell('<span data-message="app_name"></span>', '/')).not.toMatch(/<(?!\/?span)/);
  });

  it("writes the page's stylesheets into it with a disabled link for Vite's preload helper, keeping the link of one it cannot read", async () => {
    const page = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/gone-2.css"></head>';
    const read = async (href: string) => (href === '/assets/index-1.css' ? 'body{color:red}</style><script>' : null);
    const html = await arrangedForFirstPaint(page, read);
    expect(html).toBe(
      '<head><style>body{color:red}<\\/style><script></style><link rel="stylesheet" href="/assets/index-1.css" disabled><link rel="stylesheet" crossorigin href="/assets/gone-2.css"></head>',
    );
  });

  it("writes the first-paint sheet into the page and moves the app's stylesheet and script to the end of the body", async () => {
    const page =
      '<head><script type="module" crossorigin src="/assets/index-9.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" href="/assets/first-paint-3.css" data-first-paint></head><body><div id="root"></div></body>';
    const read = async (href: string) => (href === '/assets/first-paint-3.css' ? '.p-4{padding:1rem}' : 'body{color:red}');
    expect(await arrangedForFirstPaint(page, read)).toBe(
      '<head><style>.p-4{padding:1rem}</style></head><body><div id="root"></div><link rel="stylesheet" crossorigin href="/assets/index-1.css"><script type="module" crossorigin src="/assets/index-9.js"></script></body>',
    );
    // A first-paint sheet that cannot be read: every sheet is written in as before, its own link kept.
    const unread = await arrangedForFirstPaint(page, async (href) => (href === '/assets/index-1.css' ? 'body{color:red}' : null));
    expect(unread).toContain('<style>body{color:red}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(unread).toContain('data-first-paint');
  });

  it('writes locale-boot.js into the page and names its SHA-256 for the policy; keeps the tag when it cannot', async () => {
    const code = "document.documentElement.lang='ckb'";
    const page = await withInlineBootScript(indexHtml, async (href) => (href === '/locale-boot.js' ? code : null));
    expect(page.html).toContain(`<script>${code}</script>`);
    expect(page.html).not.toContain('src="/locale-boot.js"');
    expect(page.cspHash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    for (const unreadable of [null, 'x="</script><script>alert(1)"']) {
      const kept = await withInlineBootScript(indexHtml, async () => unreadable);
      expect(kept).toEqual({ html: indexHtml, cspHash: null });
    }
  });
});
