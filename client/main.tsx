import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/700.css';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastProvider } from './components/ui/Toast';
import { onLocaleChange } from './lib/i18n';
import { registerWorkerForVisitors } from './lib/offline/visitor-worker';
import { sessionQuery } from './lib/procedures';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';
import './board-parts';

// zod probes for eval() support when it builds an object schema; our CSP (script-src 'self') refuses eval and
// reports the probe as a violation, so zod runs jitless. zod keeps its configuration on globalThis (copies share it)
// and adopts one already there: setting it here, before the forms' chunks bring zod, keeps zod out of the first page.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

// Route guards read the session through the same cache and query key as useSession.
// A route that fails shows a localised "Something went wrong" with Try again in place of its content, reported to the log.
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // Loaded when a route fails, not with every first page; a failed download reloads once, as the routes' own code does.
  defaultErrorComponent: lazyRouteComponent(() => import('./features/shell/RouteError'), 'RouteError'),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Names from the server are in the request's language: refetch them when the language changes.
onLocaleChange(() => {
  // A signed-in reader's language becomes the account's, for mail that no request of theirs causes.
  if (queryClient.getQueryData(sessionQuery().queryKey)) {
    void import('./lib/trpc').then(({ trpcClient }) => trpcClient.auth.rememberLanguage.mutate()).catch(() => undefined);
  }
  // A fetch still under way asked in the old language: cancelled first, or the refetch would join it and keep its
  // answer (a first visit switching language while the lookups load kept the old names).
  void queryClient.cancelQueries().then(() => queryClient.invalidateQueries());
  void router.invalidate();
});

registerWorkerForVisitors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
