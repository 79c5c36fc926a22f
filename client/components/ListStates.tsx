import type { ReactNode } from 'react';
import { Button } from './ui/Button';
import { EmptyState } from './ui/EmptyState';
import { useQueryProblem } from '../lib/company-problem';
import { m } from '../paraglide/messages';

interface ListQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A list's loading outline (announced), its failure with a retry, its empty state, or the list itself (after a failed refetch, with the failure above it). */
export function ListStates({
  query,
  empty,
  emptyText,
  rows = 2,
  children,
}: {
  query: ListQuery;
  empty: boolean;
  emptyText: string;
  rows?: number;
  children: ReactNode;
}) {
  const problem = useQueryProblem(query.error);
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{m.loading()}</span>
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} aria-hidden="true" className="flex animate-pulse flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
            <div className="h-4 w-1/2 rounded bg-slate-200" />
            <div className="h-3 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-200" />
          </div>
        ))}
      </div>
    );
  }
  // A refetch that fails keeps what the list already showed, with the failure and its retry above it.
  const failure = problem && (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p>{problem.code === 'network' ? m.iv_load_failed() : problem.text}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {m.iv_retry()}
      </Button>
    </div>
  );
  if (failure && empty) return failure;
  if (empty) return <EmptyState title={emptyText} />;
  return (
    <>
      {failure}
      {children}
    </>
  );
}
