import { useEffect } from 'react';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';

/**
 * "Page — Kar" in the reader's language ("پەڕە — کار"; the message puts the names in that language's order) as the
 * window title while the calling page is shown, following language changes; null is the home page, whose title is
 * Kar's own line. Every route's component calls it with its page's name (tests/unit/page-titles.test.ts holds every
 * route to it), so a page's name comes with the page's own chunk: a map of every page's name in the entry chunk
 * was part of every first page (~1.4 KiB gzip with the imports it named).
 */
export function usePageTitle(name: (() => string) | null): void {
  const locale = useLocale();
  useEffect(() => {
    document.title = name ? m.document_title({ page: name() }) : m.footer_text();
  }, [name, locale]);
}
