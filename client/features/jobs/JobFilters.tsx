import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { experienceLevels, salaryCurrencies, workplaces } from '../../../db/schema/job-values';
import type { LookupName } from '../../../worker/features/lookups/lookups.schemas';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { useLocale } from '../../lib/i18n';
import { searchChoice } from '../../lib/search-params';
import { m } from '../../paraglide/messages';
import { useLookup } from '../../lib/useLookup';
import { experienceLabel, formatCount, workplaceLabel } from '../../lib/job-labels';
import { hasFilters, type JobFilters as Filters, postedWithinChoices } from '../../lib/job-search-params';

export type FilterChange = (change: Partial<Filters>) => void;

const postedLabel: Record<(typeof postedWithinChoices)[number], () => string> = {
  '1d': () => m.explore_posted_1d(),
  '3d': () => m.explore_posted_3d(),
  '7d': () => m.explore_posted_7d(),
  '30d': () => m.explore_posted_30d(),
};

const lookupFilters = [
  { key: 'job_type', lookup: 'job_types', label: () => m.field_job_type() },
  { key: 'sector', lookup: 'sectors', label: () => m.field_sector() },
  { key: 'position', lookup: 'positions', label: () => m.field_position() },
] as const satisfies readonly { key: keyof Filters; lookup: LookupName; label: () => string }[];

/** The results' count as the list's first page answers it (capped by the server: "1,000+"); null while it loads. */
export interface ResultCount {
  total: number;
  capped: boolean;
}

/**
 * The filters beside the results. Each change goes to the address at once (the results follow it); on phones the
 * panel folds behind a disclosure button, open or shut as the reader leaves it. There the results start far below
 * an open panel, so the panel ends with "Show N jobs" (the list's own count: D1 has no cheap exact count), which
 * closes it and hands focus to the results (`onShowResults`).
 */
export function JobFilters({
  filters,
  onChange,
  count,
  onShowResults,
}: {
  filters: Filters;
  onChange: FilterChange;
  count: ResultCount | null;
  onShowResults: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const locale = useLocale();
  // While the count loads the button says what it does then: it closes the panel.
  const showLabel = !count
    ? m.explore_hide_filters()
    : count.total === 1 && !count.capped
      ? m.explore_show_one_job()
      : m.explore_show_jobs({ count: formatCount(count.total, count.capped, locale) });

  return (
    <aside aria-labelledby="filters-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 md:self-start">
      <div className="flex items-center justify-between gap-2">
        <h2 id="filters-heading" className="font-bold">
          {m.explore_filters()}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold md:hidden"
        >
          {open ? m.explore_hide_filters() : m.explore_show_filters()}
        </button>
      </div>
      <div id={panelId} className={`${open ? 'flex' : 'hidden'} flex-col gap-4 md:flex`} data-testid="filters-panel">
        <CityFilter selected={filters.city ?? []} onChange={(city) => onChange({ city: city.length > 0 ? city : undefined })} />
        {lookupFilters.map((filter) => (
          <LookupFilter
            key={filter.key}
            lookup={filter.lookup}
            label={filter.label()}
            value={filters[filter.key]}
            onChange={(value) => onChange({ [filter.key]: value ? Number(value) : undefined })}
          />
        ))}
        <SelectField
          label={m.explore_workplace()}
          placeholder={m.select_any()}
          options={workplaces.map((value) => ({ value, label: workplaceLabel[value]() }))}
          value={filters.workplace ?? ''}
          onChange={(event) => onChange({ workplace: searchChoice(workplaces, event.target.value) })}
        />
        <SelectField
          label={m.explore_experience()}
          placeholder={m.select_any()}
          options={experienceLevels.map((value) => ({ value, label: experienceLabel[value]() }))}
          value={filters.experience ?? ''}
          onChange={(event) => onChange({ experience: searchChoice(experienceLevels, event.target.value) })}
        />
        <SalaryFilter key={`${filters.salary_min ?? ''}-${filters.currency ?? ''}`} filters={filters} onChange={onChange} />
        <SelectField
          label={m.explore_posted_within()}
          placeholder={m.select_any()}
          options={postedWithinChoices.map((value) => ({ value, label: postedLabel[value]() }))}
          value={filters.posted ?? ''}
          onChange={(event) => onChange({ posted: searchChoice(postedWithinChoices, event.target.value) })}
        />
        {hasFilters(filters) && (
          <Button variant="secondary" onClick={() => onChange(clearedFilters)}>
            {m.explore_clear_filters()}
          </Button>
        )}
        {/* Stuck to the bottom of the screen while the panel is in view, so the count is seen as filters change. */}
        <div className="sticky bottom-0 -mx-4 -mb-4 border-t border-slate-200 bg-white p-4 md:hidden">
          <Button
            className="w-full"
            onClick={() => {
              // Shut first, so that focusing the results scrolls to where they are once the panel is gone.
              flushSync(() => setOpen(false));
              onShowResults();
            }}
          >
            {showLabel}
          </Button>
        </div>
      </div>
    </aside>
  );
}

export const clearedFilters: Partial<Filters> = {
  city: undefined,
  job_type: undefined,
  sector: undefined,
  position: undefined,
  workplace: undefined,
  experience: undefined,
  salary_min: undefined,
  currency: undefined,
  posted: undefined,
};

/** Several cities at once: checkboxes in a group, scrolling when the list is long. */
function CityFilter({ selected, onChange }: { selected: number[]; onChange: (cities: number[]) => void }) {
  const { options } = useLookup('cities');
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...selected, id] : selected.filter((city) => city !== id));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{m.explore_cities()}</legend>
      <div className="flex max-h-48 flex-col overflow-y-auto rounded-lg border border-slate-200 p-1" data-testid="filter-cities">
        {options.map((option) => {
          const id = Number(option.value);
          return (
            <label key={id} className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 text-sm hover:bg-slate-50">
              <input type="checkbox" className="size-4" checked={selected.includes(id)} onChange={(event) => toggle(id, event.target.checked)} />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function LookupFilter(props: { lookup: LookupName; label: string; value: number | undefined; onChange: (value: string) => void }) {
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

/**
 * The lowest salary wanted and its currency: the amount is sent when the field is left or Enter is pressed (not at
 * every keystroke); without a currency it would mean nothing, so IQD is assumed until another is chosen.
 */
function SalaryFilter({ filters, onChange }: { filters: Filters; onChange: FilterChange }) {
  const [amount, setAmount] = useState(filters.salary_min === undefined ? '' : String(filters.salary_min));
  const [currency, setCurrency] = useState<(typeof salaryCurrencies)[number]>(filters.currency ?? 'IQD');
  const commit = (nextCurrency = currency) => {
    // Arabic-Indic and Persian digits (U+0660…, U+06F0…) end in their value in hex; separators are dropped.
    const digits = amount.replace(/[^\d٠-٩۰-۹]/g, '').replace(/[٠-٩۰-۹]/g, (digit) => String(digit.charCodeAt(0) % 16));
    const value = digits ? Number(digits) : undefined;
    if (value === filters.salary_min && (value === undefined || nextCurrency === filters.currency)) return;
    onChange({ salary_min: value, currency: value === undefined ? undefined : nextCurrency });
  };
  return (
    <div className="grid grid-cols-[1fr_auto] items-end gap-2">
      <TextField
        label={m.explore_salary_min()}
        inputMode="numeric"
        ltr
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        onBlur={() => commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        data-testid="filter-salary"
      />
      <SelectField
        label={m.explore_currency()}
        options={salaryCurrencies.map((value) => ({ value, label: value }))}
        value={currency}
        onChange={(event) => {
          const next = salaryCurrencies.find((value) => value === event.target.value) ?? 'IQD';
          setCurrency(next);
          commit(next);
        }}
      />
    </div>
  );
}
