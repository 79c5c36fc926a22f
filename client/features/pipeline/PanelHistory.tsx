import type { RejectionReason, StageEvent } from '../../../worker/features/pipeline/pipeline.schemas';
import { rejectionReasons } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { formatRelativeTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { reasonLabel, stageLabel } from './labels';

const isReason = (value: string | null): value is RejectionReason => rejectionReasons.some((reason) => reason === value);

/**
 * Every move of the application, oldest first: where it went, who moved it, when, and why for a rejection. The last
 * move the company made can be reversed here too, long after its toast is gone.
 */
export function PanelHistory({ history, onReverse, busy }: { history: StageEvent[]; onReverse: (batchId: string) => void; busy: boolean }) {
  const locale = useLocale();
  const last = history[history.length - 1];
  const reversible = last && last.by === 'company' && last.batch_id && last.from_stage ? last : null;
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
              {event.by === 'seeker' ? m.pl_by_seeker() : event.by === 'company' ? m.pl_by_company() : ''} ·{' '}
              <time dateTime={event.at}>{formatRelativeTime(event.at, locale)}</time>
            </p>
            {(isReason(event.reason) || event.note) && (
              <p className="text-xs text-slate-800">
                {isReason(event.reason) ? reasonLabel[event.reason]() : ''}
                {isReason(event.reason) && event.note ? ': ' : ''}
                {event.note}
              </p>
            )}
            {event === reversible && reversible.batch_id && (
              <Button variant="ghost" className="mt-1 min-h-9 px-2" disabled={busy} onClick={() => onReverse(reversible.batch_id ?? '')}>
                {m.pl_reverse_move({ stage: reversible.from_stage ? stageLabel[reversible.from_stage]() : '' })}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
