import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { problemOf } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { NotFoundPage } from '../pages/NotFoundPage';

interface PageQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A public page from one query: loading, the not-found page for a 404 (or a malformed id), a retry, or the page. */
export function QueryPage<Data>({ query, valid = true, children }: { query: PageQuery<Data>; valid?: boolean; children: (data: Data) => ReactNode }) {
  if (!valid) return <NotFoundPage />;
  if (query.data !== undefined) return children(query.data);
  if (query.isPending) return <Spinner label={m.loading()} />;
  const problem = problemOf(query.error);
  if (problem.status === 404) return <NotFoundPage />;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p>{problem.text}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {m.cv_retry()}
      </Button>
    </div>
  );
}

/** A numeric route parameter, or 0 (no job or company has it) when the address holds something else. */
export const idParam = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : 0);
