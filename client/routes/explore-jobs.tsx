import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '../components/ui/EmptyState';
import { SelectField } from '../components/ui/SelectField';
import { useLookup } from '../features/lookups/useLookup';
import { type SearchInput, searchId, searchText } from '../lib/search-params';
import { m } from '../paraglide/messages';

export interface Filters {
  q?: string;
  city?: number;
  sector?: number;
  job_type?: number;
  position?: number;
}

function readFilters(search: SearchInput): Filters {
  return {
    q: searchText(search.q),
    city: searchId(search.city),
    sector: searchId(search.sector),
    job_type: searchId(search.job_type),
    position: searchId(search.position),
  };
}

export const Route = createFileRoute('/explore-jobs')({
  validateSearch: readFilters,
  component: ExploreJobsPage,
});

const filterLookups = [
  { key: 'city', lookup: 'cities', label: () => m.field_city() },
  { key: 'job_type', lookup: 'job_types', label: () => m.field_job_type() },
  { key: 'sector', lookup: 'sectors', label: () => m.field_sector() },
  { key: 'position', lookup: 'positions', label: () => m.field_position() },
] as const;

function ExploreJobsPage() {
  const filters = Route.useSearch();
  const navigate = useNavigate({ from: '/explore-jobs' });
  const setFilter = (key: keyof Filters, value: string) =>
    void navigate({ search: (previous) => ({ ...previous, [key]: value ? Number(value) : undefined }) });

  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      <aside aria-labelledby="filters-heading" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="filters-heading" className="font-bold">
          {m.explore_filters()}
        </h2>
        {filterLookups.map((filter) => (
          <LookupFilter
            key={filter.key}
            lookup={filter.lookup}
            label={filter.label()}
            value={filters[filter.key]}
            onChange={(value) => setFilter(filter.key, value)}
          />
        ))}
      </aside>
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{m.nav_explore_jobs()}</h1>
        <EmptyState title={m.explore_no_jobs_title()} description={m.explore_no_jobs_description()} />
      </section>
    </div>
  );
}

function LookupFilter(props: {
  lookup: (typeof filterLookups)[number]['lookup'];
  label: string;
  value: number | undefined;
  onChange: (value: string) => void;
}) {
  const { options, isLoading } = useLookup(props.lookup);
  return (
    <SelectField
      label={props.label}
      placeholder={m.select_any()}
      options={options}
      loading={isLoading}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value)}
      data-testid={`filter-${props.lookup}`}
    />
  );
}
