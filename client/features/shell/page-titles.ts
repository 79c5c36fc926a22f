import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLocale } from '../../lib/i18n';
import { documentTitle } from './page-names';
import type { FileRoutesById } from '../../routeTree.gen';

export type RouteId = Exclude<keyof FileRoutesById, '__root__'>;

/**
 * Keeps document.title on the page shown, through route and language changes. null: no route matched. Each page's
 * name loads when the page is first shown (page-names.ts), so the names of all pages are not part of the first
 * page's script.
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
    let current = true;
    void documentTitle(routeId).then((title) => {
      if (current) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [routeId, locale]);
}
