/**
 * Loaded on demand by CaptchaField (the robot check appears only after a failed attempt), so ALTCHA stays out of
 * the first page.
 *
 * CSP (worker/http/security-headers.ts): we use the `altcha/external` build, which builds no workers from blob: URLs.
 * Its stylesheet is bundled by Vite from the package as text and added by addStylesheet (inline styles are allowed),
 * and the one solver the server needs (PBKDF2, see worker/platform/altcha.ts) is bundled as a same-origin worker file
 * through Vite's `?worker` import. Nothing loads from a CDN.
 */
import 'altcha/external';
import altchaStyles from 'altcha/altcha.css?inline';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { addStylesheet } from '../../lib/lazy-stylesheet';
import captchaStyles from './CaptchaField.css?inline';

addStylesheet(altchaStyles, captchaStyles);

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

/** ALTCHA v3 takes its texts from a registry keyed by language code, chosen with the `language` attribute. */
export function registerAltchaStrings(language: string, strings: Record<string, string>): void {
  globalThis.$altcha.i18n.set(language, strings);
}
