import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useLocale } from '../../lib/i18n';
import { jobQueries } from './job-procedures';
import { m } from '../../paraglide/messages';
import { JobCardList, JobCardSkeleton } from './JobCard';
import { clearedFilters, JobFilters } from './JobFilters';
import { formatCount } from '../../lib/job-labels';
import { type JobFilters as Filters, maxRememberedPages, searchInputOf } from '../../lib/job-search-params';
import { JobSortSelect } from './JobSortSelect';

const route = getRouteApi('/explore-jobs');

/** "Alert me" for this search (client/features/alerts), composed in by the route: features do not import each other. */
type AlertButtonSlot = (filters: Filters) => ReactNode;
const LoadProblem = lazy(() => import('../../components/LoadProblem'));
// Like a load problem, an empty search is not the first page most people see: its words load with it.
const NoJobsFound = lazy(() => import('./NoJobsFound'));

/**
 * /explore-jobs: words, filters and order live in the address (so a search can be shared), results come a page at
 * a time ("Load more" counts its pages in the address too, and a reload fetches as many again).
 */
export function ExploreJobs({ alertButton }: { alertButton: AlertButtonSlot }) {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const locale = useLocale();

  /** Any change to the search starts again at the first page. */
  const change = (next: Partial<Filters>) => void navigate({ search: (previous) => ({ ...previous, ...next, pages: undefined }) });

  // Labels ("3 of 4 met") come for a signed-in job seeker; the server ignores the ask for anyone else.
  const results = useInfiniteQuery(jobQueries.searchPages({ ...searchInputOf(filters), with_match: '1' }));
  const pagesWanted = filters.pages ?? 1;
  const pagesLoaded = results.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isSuccess } = results;
  useEffect(() => {
    if (isSuccess && pagesLoaded < pagesWanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [isSuccess, pagesLoaded, pagesWanted, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const firstPage = results.data?.pages[0];
  const jobs = results.data?.pages.flatMap((page) => page.jobs) ?? [];
  const canLoadMore = hasNextPage && pagesLoaded < maxRememberedPages;
  // Labels come only for a job seeker with a CV, the one reader "Best match" has something to rank for.
  const matched = jobs.some((job) => job.match);

  const countRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // "Load more" leaves the page while its jobs load, and focus would drop to <body>: it goes to the first new job.
  const focusFrom = useRef<number | null>(null);
  const loadMore = () => {
    focusFrom.current = jobs.length;
    void navigate({ search: (previous) => ({ ...previous, pages: Math.min(pagesLoaded + 1, maxRememberedPages) }), resetScroll: false });
  };
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || jobs.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll('article')[from]?.querySelector<HTMLElement>('h3 a')?.focus();
  }, [jobs.length]);

  return (
    <div className="grid gap-6 md:grid-cols-[17rem_1fr]">
      <JobFilters
        filters={filters}
        onChange={change}
        count={firstPage && !results.isPending ? { total: firstPage.total ?? jobs.length, capped: firstPage.total_capped } : null}
        onShowResults={() => countRef.current?.focus()}
      />
      <section aria-labelledby="explore-title" className="flex min-w-0 flex-col gap-4">
        <h1 id="explore-title" className="text-2xl font-bold">
          {m.nav_explore_jobs()}
        </h1>
        <SearchBox key={filters.q ?? ''} words={filters.q ?? ''} onSearch={(q) => change({ q: q || undefined })} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p ref={countRef} tabIndex={-1} role="status" aria-live="polite" className="text-sm font-semibold text-slate-700" data-testid="result-count">
            {results.isPending
              ? m.explore_loading()
              : firstPage
                ? m.explore_result_count({ count: formatCount(firstPage.total ?? jobs.length, firstPage.total_capped, locale) })
                : ''}
          </p>
          {alertButton(filters)}
          {(matched || filters.q) && <JobSortSelect filters={filters} matched={matched} onChange={(sort) => change({ sort })} />}
        </div>
        {results.isPending ? (
          <div className="grid gap-3 lg:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <JobCardSkeleton key={index} />
            ))}
          </div>
        ) : results.isError && jobs.length === 0 ? (
          <Suspense fallback={<JobCardSkeleton />}>
            <LoadProblem error={results.error} onRetry={() => void results.refetch()} />
          </Suspense>
        ) : jobs.length === 0 ? (
          <Suspense fallback={null}>
            <NoJobsFound filters={filters} suggestions={firstPage?.suggestions ?? []} onClearFilters={() => change(clearedFilters)} />
          </Suspense>
        ) : (
          <>
            <div ref={listRef}>
              <JobCardList jobs={jobs} noteOf={(job) => job.match?.label} />
            </div>
            {isFetchingNextPage && <JobCardSkeleton />}
            {canLoadMore && !isFetchingNextPage && (
              <Button variant="secondary" className="self-center" onClick={loadMore} data-testid="load-more">
                {m.explore_load_more()}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** The words of the search; sent with Enter or the button, and shown again as the address has them. */
function SearchBox({ words, onSearch }: { words: string; onSearch: (words: string) => void }) {
  const [text, setText] = useState(words);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={m.home_search_submit()} onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField label={m.home_search_keyword()} type="search" value={text} onChange={(event) => setText(event.target.value)} data-testid="search-input" />
      </div>
      <Button type="submit">{m.home_search_submit()}</Button>
    </form>
  );
}
