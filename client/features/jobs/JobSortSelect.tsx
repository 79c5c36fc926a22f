import { SelectField } from '../../components/ui/SelectField';
import { searchChoice } from '../../lib/search-params';
import { m } from '../../paraglide/messages';
import { type JobFilters, sortChoices } from '../../lib/job-search-params';

type Sort = (typeof sortChoices)[number];

const labelOf = (sort: Sort) => (sort === 'relevance' ? m.explore_sort_relevance() : sort === 'newest' ? m.explore_sort_newest() : m.explore_sort_match());

/**
 * "Sort by" on /explore-jobs, a chunk of its own (most first visits have no words and no need of it). Relevance needs
 * words; "Best match" is for a signed-in job seeker. An order the reader cannot choose shows as the default it falls
 * back to, as the server answers it.
 */
export default function JobSortSelect({ filters, seeker, onChange }: { filters: JobFilters; seeker: boolean; onChange: (sort: Sort | undefined) => void }) {
  const offered = sortChoices.filter((sort) => (sort === 'relevance' ? Boolean(filters.q) : sort === 'match' ? seeker : true));
  const fallback: Sort = filters.q ? 'relevance' : 'newest';
  return (
    <SelectField
      label={m.explore_sort_label()}
      options={offered.map((value) => ({ value, label: labelOf(value) }))}
      value={filters.sort && offered.includes(filters.sort) ? filters.sort : fallback}
      onChange={(event) => onChange(searchChoice(sortChoices, event.target.value))}
      data-testid="sort-select"
    />
  );
}
