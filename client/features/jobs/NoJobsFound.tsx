import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { m } from '../../paraglide/messages';
import { hasFilters, type JobFilters as Filters } from '../../lib/job-search-params';

/** The searched words between Unicode isolates: Latin words keep their order inside a right-to-left sentence. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * What /explore-jobs says when a search has no results. A search that found nothing says so, offers the index's
 * near words as links (searches that can be opened or shared like any other) and the filters to clear; only a
 * board with neither words nor filters reads "no jobs yet".
 */
export default function NoJobsFound({ filters, suggestions, onClearFilters }: { filters: Filters; suggestions: string[]; onClearFilters: () => void }) {
  const filtered = hasFilters(filters);
  const searched = filters.q !== undefined || filtered;
  const title = filters.q ? m.explore_no_match_title({ query: isolated(filters.q) }) : filtered ? m.explore_no_filter_match_title() : m.explore_no_jobs_title();
  return (
    <EmptyState
      title={title}
      description={searched ? m.explore_no_match_description() : m.explore_no_jobs_description()}
      action={
        <div className="flex flex-col items-center gap-3">
          {suggestions.length > 0 && (
            <p className="flex flex-wrap items-center justify-center gap-2" data-testid="suggestions">
              <span>{m.explore_did_you_mean()}</span>
              {suggestions.map((suggestion) => (
                <Link
                  key={suggestion}
                  to="/explore-jobs"
                  search={{ ...filters, q: suggestion, pages: undefined }}
                  dir="auto"
                  className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-700 underline hover:bg-brand-50"
                >
                  {suggestion}
                </Link>
              ))}
            </p>
          )}
          {filtered && (
            <Button variant="secondary" onClick={onClearFilters}>
              {m.explore_clear_filters()}
            </Button>
          )}
        </div>
      }
    />
  );
}
