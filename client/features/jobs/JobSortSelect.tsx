import { SelectField } from '../../components/ui/SelectField';
import { searchChoice } from '../../lib/search-params';
import { m } from '../../paraglide/messages';
import { type JobFilters, sortChoices } from '../../lib/job-search-params';

type Sort = (typeof sortChoices)[number];

/** "Sort by" on /explore-jobs: relevance with words, newest, and "Best match" when the cards carry the seeker's match. */
export function JobSortSelect({ filters, matched, onChange }: { filters: JobFilters; matched: boolean; onChange: (sort: Sort | undefined) => void }) {
  const labels = { relevance: filters.q && m.explore_sort_relevance(), newest: m.explore_sort_newest(), match: matched && m.explore_sort_match() };
  return (
    <SelectField
      label={m.explore_sort_label()}
      options={sortChoices.flatMap((value) => (labels[value] ? [{ value, label: labels[value] }] : []))}
      value={filters.sort ?? (filters.q ? 'relevance' : 'newest')}
      onChange={(event) => onChange(searchChoice(sortChoices, event.target.value))}
      data-testid="sort-select"
    />
  );
}
