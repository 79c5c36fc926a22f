import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { useLocale } from '../../lib/i18n';
import { searchChoice } from '../../lib/search-params';
import { jobQueries } from './job-procedures';
import { m } from '../../paraglide/messages';
import { CreateAlertButton } from '../alerts/CreateAlertButton';
import { JobCardList, JobCardSkeleton } from './JobCard';
import { clearedFilters, JobFilters } from './JobFilters';
import { formatCount } from './job-labels';
import { hasFilters, type JobFilters as Filters, maxRememberedPages, searchInputOf, sortChoices } from './search-params';

const route = getRouteApi('/explore-jobs');
const LoadProblem = lazy(() => import('./LoadProblem'));

/**
 * /explore-jobs: words, filters and order live in the address (so a search can be shared), results come a page at
 * a time ("Load more" counts its pages in the address too, and a reload fetches as many again).
 */
export function ExploreJobs() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const locale = useLocale();

  /** Any change to the search starts again at the first page. */
  const change = (next: Partial<Filters>) => void navigate({ search: (previous) => ({ ...previous, ...next, pages: undefined }) });

  const results = useInfiniteQuery(jobQueries.searchPages(searchInputOf(filters)));
  const pagesWanted = filters.pages ?? 1;
  const pagesLoaded = results.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isSuccess } = results;
  useEffect(() => {
    if (isSuccess && pagesLoaded < pagesWanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [isSuccess, pagesLoaded, pagesWanted, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const firstPage = results.data?.pages[0];
  const jobs = results.data?.pages.flatMap((page) => page.jobs) ?? [];
  const loadMore = () => void navigate({ search: (previous) => ({ ...previous, pages: Math.min(pagesLoaded + 1, maxRememberedPages) }), resetScroll: false });
  const canLoadMore = hasNextPage && pagesLoaded < maxRememberedPages;

  return (
    <div className="grid gap-6 md:grid-cols-[17rem_1fr]">
      <JobFilters filters={filters} onChange={change} />
      <section aria-labelledby="explore-title" className="flex min-w-0 flex-col gap-4">
        <h1 id="explore-title" className="text-2xl font-bold">
          {m.nav_explore_jobs()}
        </h1>
        <SearchBox key={filters.q ?? ''} words={filters.q ?? ''} onSearch={(q) => change({ q: q || undefined })} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p role="status" aria-live="polite" className="text-sm font-semibold text-slate-700" data-testid="result-count">
            {results.isPending ? m.explore_loading() : firstPage ? m.explore_result_count({ count: formatCount(firstPage.total ?? jobs.length, firstPage.total_capped, locale) }) : ''}
          </p>
          <CreateAlertButton filters={filters} />
          {filters.q && (
            <SelectField
              label={m.explore_sort_label()}
              options={sortChoices.map((value) => ({ value, label: value === 'relevance' ? m.explore_sort_relevance() : m.explore_sort_newest() }))}
              value={filters.sort ?? 'relevance'}
              onChange={(event) => change({ sort: searchChoice(sortChoices, event.target.value) })}
              data-testid="sort-select"
            />
          )}
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
          <EmptyState
            title={m.explore_no_jobs_title()}
            description={m.explore_no_jobs_description()}
            action={
              <div className="flex flex-col items-center gap-3">
                {firstPage && firstPage.suggestions.length > 0 && (
                  <p className="flex flex-wrap items-center justify-center gap-2" data-testid="suggestions">
                    <span>{m.explore_did_you_mean()}</span>
                    {firstPage.suggestions.map((suggestion) => (
                      <button
                        key={suggestion}
                        type="button"
                        onClick={() => change({ q: suggestion })}
                        className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline hover:bg-brand-50"
                      >
                        {suggestion}
                      </button>
                    ))}
                  </p>
                )}
                {hasFilters(filters) && (
                  <Button variant="secondary" onClick={() => change(clearedFilters)}>
                    {m.explore_clear_filters()}
                  </Button>
                )}
              </div>
            }
          />
        ) : (
          <>
            <JobCardList jobs={jobs} />
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
