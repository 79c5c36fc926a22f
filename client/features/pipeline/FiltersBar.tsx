import { type FormEvent, useState } from 'react';
import { type ApplicantSort, applicantSorts, type ApplicationStage, applicationStages } from '../../../db/schema/application-values';
import { Button } from '../../components/ui/Button';
import { controlClass } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { m } from '../../paraglide/messages';
import type { ApplicantsSearch, ApplicantView } from './applicants-search';
import { sortLabel, stageLabel } from './labels';

interface Props {
  search: ApplicantsSearch;
  view: ApplicantView;
  onChange: (patch: Partial<ApplicantsSearch>) => void;
}

const ratings = [1, 2, 3, 4, 5] as const;

/** Search by name or e-mail, the stage (table only: the board shows them all), rating, full match and the order. */
export function FiltersBar({ search, view, onChange }: Props) {
  const [q, setQ] = useState(search.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() || undefined });
  };
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3">
      {/* A basis, not a minimum width: at 320 px with large text a minimum pushed the page sideways (issue 23). */}
      <form role="search" onSubmit={submit} className="flex min-w-0 flex-[1_1_14rem] flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-[1_1_10rem] flex-col gap-1 text-sm font-medium text-slate-800">
          {m.pl_search_label()}
          <input type="search" value={q} onChange={(event) => setQ(event.target.value)} maxLength={100} className={`${controlClass} min-w-0`} />
        </label>
        <Button type="submit" variant="secondary">
          {m.pl_search_button()}
        </Button>
      </form>
      {view === 'table' && (
        <SelectField
          label={m.pl_filter_stage()}
          placeholder={m.pl_filter_all_stages()}
          value={search.stage ?? ''}
          onChange={(event) => onChange({ stage: (event.target.value || undefined) as ApplicationStage | undefined })}
          options={applicationStages.map((stage) => ({ value: stage, label: stageLabel[stage]() }))}
        />
      )}
      <SelectField
        label={m.pl_filter_rating()}
        placeholder={m.pl_filter_any_rating()}
        value={search.min_rating ?? ''}
        onChange={(event) => onChange({ min_rating: event.target.value ? Number(event.target.value) : undefined })}
        options={ratings.map((rating) => ({ value: rating, label: m.pl_rating_at_least({ rating }) }))}
      />
      <SelectField
        label={m.pl_sort_label()}
        value={search.sort ?? 'newest'}
        onChange={(event) => onChange({ sort: event.target.value as ApplicantSort })}
        options={applicantSorts.map((sort) => ({ value: sort, label: sortLabel[sort]() }))}
      />
      <SelectField
        label={m.pl_filter_fit()}
        placeholder={m.pl_fit_everyone()}
        value={search.fit ?? ''}
        onChange={(event) => onChange({ fit: (event.target.value || undefined) as ApplicantsSearch['fit'] })}
        options={[
          { value: 'not_a_fit', label: m.pl_not_a_fit() },
          { value: 'fit', label: m.pl_fit_only() },
        ]}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={search.must === true}
          onChange={(event) => onChange({ must: event.target.checked ? true : undefined })}
        />
        {m.pl_filter_must_met()}
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          checked={search.match === true}
          onChange={(event) => onChange({ match: event.target.checked ? true : undefined })}
        />
        {m.pl_filter_full_match()}
      </label>
    </div>
  );
}
