import type { RejectionReason, StageEvent } from '../../../worker/features/pipeline/pipeline.schemas';
import { rejectionReasons } from '../../../worker/features/pipeline/pipeline.schemas';
import { formatRelativeTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { reasonLabel, stageLabel } from './labels';

const isReason = (value: string | null): value is RejectionReason => rejectionReasons.some((reason) => reason === value);

/** Every move of the application, oldest first: where it went, who moved it, when, and why for a rejection. */
export function PanelHistory({ history }: { history: StageEvent[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-2">
      <h3 id="history-title" className="text-base font-bold">
        {m.pl_history_title()}
      </h3>
      <ol className="flex flex-col gap-2 border-s-2 border-slate-200 ps-4">
        {history.map((event) => (
          <li key={event.id} className="text-sm">
            <p className="font-semibold text-slate-900">
              {event.from_stage ? m.pl_history_move({ from: stageLabel[event.from_stage](), to: stageLabel[event.to_stage]() }) : m.pl_history_applied()}
            </p>
            <p className="text-xs text-slate-700">
              {event.by === 'seeker' ? m.pl_by_seeker() : event.by === 'company' ? m.pl_by_company() : ''} · <time dateTime={event.at}>{formatRelativeTime(event.at, locale)}</time>
            </p>
            {(isReason(event.reason) || event.note) && (
              <p className="text-xs text-slate-800">
                {isReason(event.reason) ? reasonLabel[event.reason]() : ''}
                {isReason(event.reason) && event.note ? ': ' : ''}
                {event.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
