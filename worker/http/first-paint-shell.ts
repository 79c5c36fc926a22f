import { isMessageKey, translate } from './i18n';
import { locales } from './locale';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The SPA's index.html with its first-paint shell made ready for this path (client/index.html): each
 * `<span data-message="key"></span>` gets the message in all three languages, of which the page's own stylesheet
 * shows the one `<html lang>` names (set from localStorage before first paint by locale-boot.js, which the worker
 * cannot see). The home page's block stays on `/`, the generic skeleton everywhere else, unless the page brings its
 * own content (a job's text, features/seo/job-page-body.ts), which takes the skeleton's place.
 */
export function withFirstPaintShell(html: string, path: string, pageBody?: string): string {
  const page = path === '/' ? 'home' : 'page';
  const blockOf = (name: string, block: string) => (name !== page ? '' : (pageBody ?? block));
  return html
    .replace(/<!--shell:(\w+)-->([\s\S]*?)<!--\/shell:\1-->/g, (_whole, name: string, block: string) => blockOf(name, block))
    .replace(/<span data-message="(\w+)"><\/span>/g, (whole, key: string) =>
      isMessageKey(key) ? locales.map((locale) => `<span data-in="${locale}" lang="${locale}">${escapeHtml(translate(locale, key))}</span>`).join('') : whole,
    );
}

const stylesheetLink = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const firstPaintLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-first-paint>/;

const moduleScript = /<script type="module"[^>]*><\/script>/g;

/**
 * The page's stylesheets and script, arranged for a slow connection, where every file shares the line and a
 * render-blocking stylesheet file holds the first paint back by seconds.
 *
 * - With a first-paint sheet (client/first-paint.css, only what the served shell and a job's text use), that one is
 *   written into the page, and the app's stylesheet and script move to the end of the body: the page draws from its
 *   first bytes, which no download of the app's slows, and the app's script, which waits for the stylesheet above
 *   it, never runs unstyled.
 * - Without one, each sheet is written in, keeping a disabled link (browsers fetch no disabled sheet): Vite's preload
 *   helper looks for a sheet's link before a lazy chunk that lists it, and fetched the whole stylesheet again with the
 *   first lazy page or card when it found none.
 *
 * A sheet that cannot be read keeps its link where it was.
 */
export async function arrangedForFirstPaint(html: string, read: (href: string) => Promise<string | null>): Promise<string> {
  const inline = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const firstPaint = firstPaintLink.exec(html);
  const firstPaintCss = firstPaint?.[1] ? await read(firstPaint[1]) : null;
  if (firstPaint && firstPaintCss) {
    const appFiles: string[] = [];
    const keep = (tag: string) => (appFiles.push(tag), '');
    const page = html
      .replace(firstPaint[0], () => inline(firstPaintCss))
      .replace(stylesheetLink, keep)
      .replace(moduleScript, keep);
    return page.replace('</body>', () => `${appFiles.join('')}</body>`);
  }
  const hrefs = [...html.matchAll(stylesheetLink)].map((match) => match[1] ?? '');
  const sheets = new Map(await Promise.all(hrefs.map(async (href) => [href, await read(href)] as const)));
  return html.replace(stylesheetLink, (link, href: string) => {
    const css = sheets.get(href);
    return css ? `${inline(css)}<link rel="stylesheet" href="${href}" disabled>` : link;
  });
}

const bootScriptTag = '<script src="/locale-boot.js"></script>';

/** A script's CSP source expression: `'sha256-…'` of its exact text. */
async function scriptHash(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * locale-boot.js (which sets `<html lang dir>` before first paint) written into the page: as a file it was one more
 * round trip before anything showed (400 ms and more on a slow line), as it must run before the body is drawn. The
 * policy allows it by its hash (`cspHash`, to add to `script-src`); a script that cannot be read keeps its tag.
 */
export async function withInlineBootScript(html: string, read: (href: string) => Promise<string | null>): Promise<{ html: string; cspHash: string | null }> {
  if (!html.includes(bootScriptTag)) return { html, cspHash: null };
  const code = await read('/locale-boot.js');
  if (!code || /<\/script/i.test(code)) return { html, cspHash: null };
  return { html: html.replace(bootScriptTag, () => `<script>${code}</script>`), cspHash: await scriptHash(code) };
}
