import { useEffect } from 'react';
import { useLocale } from './i18n';
import { m } from '../paraglide/messages';

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
    pageTitle = name ? m.document_title({ page: name() }) : m.footer_text();
    showTitle();
  }, [name, locale]);
}

/** The route's title, and a more precise one a page gives once its data is in (a job's title and company). */
let pageTitle = '';
let detailTitle: string | null = null;

// React runs a child's effects before its parent's, so the route's title would overwrite its page's after every
// change of language: whichever runs last shows the precise title while the page is there.
function showTitle(): void {
  document.title = detailTitle ?? pageTitle;
}

/** "Accountant at Zagros Tech — Kar" while the calling component is shown; the route's own title again after it. */
export function useDetailTitle(page: string | undefined): void {
  const locale = useLocale();
  useEffect(() => {
    if (!page) return;
    detailTitle = m.document_title({ page });
    showTitle();
    return () => {
      detailTitle = null;
      showTitle();
    };
  }, [page, locale]);
}
