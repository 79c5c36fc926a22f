import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { AuthModals } from '../features/auth/AuthModals';
import { Footer } from '../features/shell/Footer';
import { useLocale } from '../lib/i18n';
// Every page names itself with it: in the entry chunk rather than a chunk of its own that every first page fetches.
import '../lib/page-titles';
import type { RouterContext } from '../lib/router-context';
import { m } from '../paraglide/messages';
import { Header } from './-shell/Header';

export type { RouterContext };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Rarely seen: it loads when wanted, not with every first page.
  notFoundComponent: lazyRouteComponent(() => import('../components/NotFoundPage'), 'NotFoundRoute'),
});

/** Focus, not only the scroll position, goes to the content: the next Tab continues from there. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

function RootLayout() {
  // Route components are memoised by the router: remounting the outlet is what re-renders a page's text in the
  // new language. The shell and open dialogs only re-render, so what is typed into them is kept.
  const locale = useLocale();

  return (
    <div className="flex min-h-dvh flex-col" data-locale={locale}>
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {m.skip_to_content()}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
        <Outlet key={locale} />
      </main>
      <Footer />
      <AuthModals />
    </div>
  );
}
