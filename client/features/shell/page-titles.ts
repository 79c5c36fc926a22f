import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import type { FileRoutesById } from '../../routeTree.gen';

export type RouteId = Exclude<keyof FileRoutesById, '__root__'>;

/**
 * Keeps document.title on the page shown, through route and language changes. null: no route matched. The home
 * page's title is Kar's own line; every other page's name (page-names.ts) loads when first wanted, so the names of
 * all pages are not part of the first page's script.
 */
export function useDocumentTitle(): void {
  const locale = useLocale();
  const routeId = useRouterState({
    select: (state) => {
      const leaf = state.matches.at(-1);
      return leaf && leaf.routeId !== '__root__' && leaf.status !== 'notFound' ? (leaf.routeId as RouteId) : null;
    },
  });
  useEffect(() => {
    if (routeId === '/') {
      document.title = m.footer_text();
      return;
    }
    let current = true;
    void import('./page-names').then(({ documentTitle }) => {
      if (current) document.title = documentTitle(routeId);
    });
    return () => {
      current = false;
    };
  }, [routeId, locale]);
}
