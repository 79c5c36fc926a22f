import { isMessageKey, translate } from './i18n';
import { locales } from './locale';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The SPA's index.html with its first-paint shell made ready for this path (client/index.html): each
 * `<span data-message="key"></span>` gets the message in all three languages, of which the page's own stylesheet
 * shows the one `<html lang>` names (set from localStorage before first paint by locale-boot.js, which the worker
 * cannot see). The home page's block stays on `/`, the generic skeleton everywhere else.
 */
export function withFirstPaintShell(html: string, path: string): string {
  const page = path === '/' ? 'home' : 'page';
  return html
    .replace(/<!--shell:(\w+)-->([\s\S]*?)<!--\/shell:\1-->/g, (_whole, name: string, block: string) => (name === page ? block : ''))
    .replace(/<span data-message="(\w+)"><\/span>/g, (whole, key: string) =>
      isMessageKey(key) ? locales.map((locale) => `<span data-in="${locale}" lang="${locale}">${escapeHtml(translate(locale, key))}</span>`).join('') : whole,
    );
}
