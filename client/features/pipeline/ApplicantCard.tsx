import { MatchBadges } from './MatchBadges';
import type { Applicant, CompanyStage } from '../../../worker/features/pipeline/pipeline.schemas';
import { formatRelativeTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { MoveMenu } from './MoveMenu';
import { RatingStars } from './RatingStars';

export const applicantDragType = 'application/x-kar-applicant';

/** A card of the board: drag it to another column, or use its "Move to…" menu; its name opens the applicant panel. */
export function ApplicantCard({
  applicant,
  onOpen,
  onMove,
  busy,
}: {
  applicant: Applicant;
  onOpen: () => void;
  onMove: (stage: CompanyStage) => void;
  busy: boolean;
}) {
  const locale = useLocale();
  const movable = applicant.stage !== 'withdrawn';
  return (
    <li
      draggable={movable}
      onDragStart={(event) => {
        event.dataTransfer.setData(applicantDragType, String(applicant.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="applicant-card"
      data-application-id={applicant.id}
      className={`flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm ${movable ? 'cursor-grab active:cursor-grabbing' : ''}`}
    >
      <button type="button" onClick={onOpen} className="text-start text-sm font-semibold break-words text-brand-800 hover:underline" dir="auto">
        {applicant.full_name}
      </button>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700">
        <span>{m.pl_match({ ticked: applicant.requirements.ticked, total: applicant.requirements.total })}</span>
        <MatchBadges match={applicant.match} />
        <RatingStars rating={applicant.rating} />
        <time dateTime={applicant.applied_at}>{formatRelativeTime(applicant.applied_at, locale)}</time>
      </p>
      {movable && (
        <div className="flex justify-end">
          <MoveMenu current={applicant.stage} name={applicant.full_name} onChoose={onMove} disabled={busy} />
        </div>
      )}
    </li>
  );
}
