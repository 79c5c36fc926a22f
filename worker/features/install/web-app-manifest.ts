import { translate } from '../../http/i18n';
import type { Locale } from '../../ports';

/** The brand's teal (favicon.svg, the header) and the page's slate background: the splash screen and the status bar. */
const themeColour = '#0f766e';
const backgroundColour = '#f8fafc';

/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/) in one language: what Android shows when Kar is installed
 * (name, icon, splash, the long-press shortcuts) and how the installed app opens (standalone, at the home page).
 * The icons are drawn by scripts/make-icons.ts; the maskable one keeps its mark inside the safe circle.
 */
export function webAppManifest(locale: Locale): Record<string, unknown> {
  const say = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  return {
    id: '/',
    name: say('pwa_name'),
    short_name: say('app_name'),
    description: say('home_subheadline'),
    lang: locale,
    dir: locale === 'en' ? 'ltr' : 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColour,
    background_color: backgroundColour,
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: say('nav_explore_jobs'), url: '/explore-jobs', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: say('cv_my_cvs'), url: '/dashboard', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}
