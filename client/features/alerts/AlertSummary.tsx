import type { AlertSearch } from '../../../worker/features/alerts/alerts.schemas';
import { formatMoney } from '../../lib/formats';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { useLookup } from '../../lib/useLookup';
import { experienceLabel, workplaceLabel } from '../../lib/job-labels';

const nameIn = (options: Array<{ value: string | number; label: string }>, id: number) => options.find((option) => Number(option.value) === id)?.label;

/** An alert's search in words: what it looks for, then a chip per filter (names in the reader's language). */
export function AlertSummary({ search, headingId }: { search: AlertSearch; headingId: string }) {
  const locale = useLocale();
  const cities = useLookup('cities');
  const jobTypes = useLookup('job_types');
  const sectors = useLookup('sectors');
  const positions = useLookup('positions');
  const chips = [
    ...search.city_id.map((id) => nameIn(cities.options, id)),
    search.job_type_id !== undefined ? nameIn(jobTypes.options, search.job_type_id) : undefined,
    search.sector_id !== undefined ? nameIn(sectors.options, search.sector_id) : undefined,
    search.position_id !== undefined ? nameIn(positions.options, search.position_id) : undefined,
    search.workplace ? workplaceLabel[search.workplace]() : undefined,
    search.experience_level ? experienceLabel[search.experience_level]() : undefined,
    search.salary_min !== undefined && search.currency ? m.al_salary_from({ amount: formatMoney(search.salary_min, search.currency, locale) }) : undefined,
  ].filter((chip): chip is string => Boolean(chip));
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h2 id={headingId} className="font-semibold text-slate-900">
        {search.match_cv ? m.al_search_cv_match() : search.q ? m.al_search_words({ words: search.q }) : m.al_search_everything()}
      </h2>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={m.explore_filters()}>
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
              {chip}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
