import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AuthModals } from '../features/auth/AuthModals';
import { Header } from '../features/shell/Header';
import { useLocale } from '../lib/i18n';
import { m } from '../paraglide/messages';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  // Route components are memoised by the router: remounting the outlet is what re-renders a page's text in the
  // new language. The shell and open dialogs only re-render, so what is typed into them is kept.
  const locale = useLocale();

  return (
    <div className="flex min-h-dvh flex-col" data-locale={locale}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {m.skip_to_content()}
      </a>
      <Header />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet key={locale} />
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-xs text-slate-600">{m.footer_text()}</footer>
      <AuthModals />
    </div>
  );
}
