import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from './ui/Spinner';
import { refusalCode, refusalStatus } from '../lib/procedures';
import { m } from '../paraglide/messages';

const NotFoundPage = lazy(() => import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
const LoadProblem = lazy(() => import('./LoadProblem'));

interface PageQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A public page from one query: loading, the not-found page for a 404 (or a malformed id; worded as gone for a job an
 * admin took down, which tRPC answers as not found with `job_unavailable`), a retry, or the page.
 */
export function QueryPage<Data>({ query, valid = true, children }: { query: PageQuery<Data>; valid?: boolean; children: (data: Data) => ReactNode }) {
  if (query.data !== undefined && valid) return children(query.data);
  if (valid && query.isPending) return <Spinner label={m.loading()} />;
  return (
    <Suspense fallback={<Spinner label={m.loading()} />}>
      {!valid || refusalStatus(query.error) === 404 ? (
        <NotFoundPage gone={refusalCode(query.error) === 'job_unavailable'} />
      ) : (
        <LoadProblem error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Suspense>
  );
}

/** A numeric route parameter, or 0 (no job or company has it) when the address holds something else. */
export const idParam = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : 0);
