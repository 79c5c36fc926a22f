import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorFallback } from '../../components/ui/ErrorFallback';
import { reportLater } from '../../lib/report-later';

/** A route's code that could not be downloaded, as each browser words it (the import is not tried again by itself). */
const chunkFailed = (error: unknown) => error instanceof Error && /dynamically imported module|Importing a module script failed/.test(error.message);

/**
 * What a route shows when its component, its code or its loader fails (the router's `defaultErrorComponent`): the
 * header, footer and dialogs stay. Try again loads the route afresh; code that failed to download is fetched again
 * with the page, since a browser keeps a failed module import failed.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Reported when shown rather than in the router's onCatch, so that nothing of it is in every first page.
  useEffect(() => reportLater(error, 'route'), [error]);
  const retry = () => {
    if (chunkFailed(error)) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  return <ErrorFallback retry={retry} className="my-6" />;
}
