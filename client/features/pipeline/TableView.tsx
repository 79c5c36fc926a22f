import { MatchBadges } from './MatchBadges';
import type { ApplicantSort, Applicant, CompanyStage } from '../../../worker/features/pipeline/pipeline.schemas';
import { bulkMoveMax } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { formatDay } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { sortLabel, stageLabel } from './labels';
import { MoveMenu } from './MoveMenu';
import { RatingStars } from './RatingStars';

interface Props {
  applicants: Applicant[];
  sort: ApplicantSort;
  selected: ReadonlySet<number>;
  busy: boolean;
  onSelect: (ids: number[], on: boolean) => void;
  onSort: (sort: ApplicantSort) => void;
  onOpen: (id: number) => void;
  onBulkMove: (stage: CompanyStage) => void;
}

/** The columns a click sorts by, and the sort each one means. */
const sortable: Array<{ sort: ApplicantSort; label: () => string }> = [
  { sort: 'name', label: () => m.pl_col_name() },
  { sort: 'match', label: () => m.pl_col_match() },
  { sort: 'rating', label: () => m.pl_col_rating() },
  { sort: 'newest', label: () => m.pl_col_applied() },
];

/** The same applicants as rows: sort by a column head, tick rows (up to 100) to move or reject them together. */
export function TableView({ applicants, sort, selected, busy, onSelect, onSort, onOpen, onBulkMove }: Props) {
  const locale = useLocale();
  const movable = applicants.filter((item) => item.stage !== 'withdrawn');
  const allTicked = movable.length > 0 && movable.every((item) => selected.has(item.id));
  return (
    <div className="flex flex-col gap-3">
      {selected.size > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3" role="region" aria-label={m.pl_bulk_label()}>
          <p className="text-sm font-semibold text-slate-900" aria-live="polite">
            {m.pl_selected({ count: selected.size })}
          </p>
          <MoveMenu current="withdrawn" name={m.pl_selected({ count: selected.size })} onChoose={onBulkMove} disabled={busy || selected.size > bulkMoveMax} />
          <Button variant="ghost" onClick={() => onSelect([...selected], false)}>
            {m.pl_clear_selection()}
          </Button>
          {selected.size > bulkMoveMax && <p className="text-sm text-red-700">{m.v_bulk_too_many()}</p>}
        </div>
      )}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full min-w-[40rem] text-sm" data-testid="pipeline-table">
          <caption className="sr-only">{m.pl_table_caption({ sort: sortLabel[sort]() })}</caption>
          <thead className="bg-slate-50 text-start text-slate-800">
            <tr>
              <th scope="col" className="w-10 p-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={allTicked}
                  onChange={(event) =>
                    onSelect(
                      movable.map((item) => item.id),
                      event.target.checked,
                    )
                  }
                  aria-label={m.pl_select_all()}
                />
              </th>
              {sortable.map((column) => (
                <th
                  key={column.sort}
                  scope="col"
                  className="p-2 text-start"
                  aria-sort={sort === column.sort ? (column.sort === 'name' ? 'ascending' : 'descending') : undefined}
                >
                  <button type="button" className="min-h-9 font-semibold hover:underline" onClick={() => onSort(column.sort)}>
                    {column.label()}
                    {sort === column.sort && <span aria-hidden="true"> {column.sort === 'name' ? '▲' : '▼'}</span>}
                  </button>
                </th>
              ))}
              <th scope="col" className="p-2 text-start">
                {m.pl_col_stage()}
              </th>
            </tr>
          </thead>
          <tbody>
            {applicants.map((applicant) => (
              <tr key={applicant.id} className="border-t border-slate-100" data-testid="applicant-row" data-application-id={applicant.id}>
                <td className="p-2">
                  {applicant.stage !== 'withdrawn' && (
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={selected.has(applicant.id)}
                      onChange={(event) => onSelect([applicant.id], event.target.checked)}
                      aria-label={m.pl_select_named({ name: applicant.full_name })}
                    />
                  )}
                </td>
                <td className="p-2">
                  <button type="button" className="text-start font-semibold text-brand-800 hover:underline" onClick={() => onOpen(applicant.id)} dir="auto">
                    {applicant.full_name}
                  </button>
                </td>
                <td className="p-2">
                  <span className="flex flex-wrap gap-x-2">
                    {m.pl_match({ ticked: applicant.requirements.ticked, total: applicant.requirements.total })}
                    <MatchBadges match={applicant.match} />
                  </span>
                </td>
                <td className="p-2">{applicant.rating === null ? '—' : <RatingStars rating={applicant.rating} />}</td>
                <td className="p-2">{formatDay(applicant.applied_at.slice(0, 10), locale)}</td>
                <td className="p-2">{stageLabel[applicant.stage]()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
