import type { AccountSession } from '../../../worker/features/security/security.schemas';
import { browserNames, systemNames } from '../../../worker/shared/user-agent';
import { intlLocaleOf, type Locale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';

/** "Chrome on Android", in the reader's language. */
export function deviceName({ browser, os }: AccountSession['device']): string {
  return m.security_device_name({
    browser: browser === 'other' ? m.security_browser_other() : browserNames[browser],
    os: os === 'other' ? m.security_os_other() : systemNames[os],
  });
}

/** "Erbil, Iraq": the country named in the reader's language where the browser knows it. */
export function placeName(session: Pick<AccountSession, 'city' | 'country'>, locale: Locale): string | null {
  let country = session.country;
  if (country) {
    try {
      country = new Intl.DisplayNames([intlLocaleOf(locale)], { type: 'region' }).of(country) ?? country;
    } catch {
      // Not a region code the browser knows: shown as Cloudflare wrote it.
    }
  }
  return [session.city, country].filter(Boolean).join(locale === 'en' ? ', ' : '، ') || null;
}
