import { changeLocale, type Locale, localeLabels, locales, useLocale } from '../lib/i18n';
import { m } from '../paraglide/messages';

/** Each option is labelled in its own language, so a reader of any of the three can find theirs. */
export function LanguageSwitcher() {
  const active = useLocale();
  return (
    <div role="group" aria-label={m.language_switcher_label()} className="flex rounded-lg border border-slate-300 bg-white p-0.5">
      {locales.map((locale: Locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === active}
          onClick={() => changeLocale(locale)}
          className={`min-h-9 rounded-md px-2.5 text-sm font-medium ${locale === active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {localeLabels[locale]}
        </button>
      ))}
    </div>
  );
}
