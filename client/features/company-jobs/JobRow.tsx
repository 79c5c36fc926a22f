import { Link } from '@tanstack/react-router';
import type { CompanyJob, JobMove, JobState } from '../../../worker/features/jobs/jobs.schemas';
import { Button } from '../../components/ui/Button';
import { formatDay } from '../../lib/dates';
import { directionOf, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { approvalNoticeId, useCanPublish } from '../../components/ApprovalNotice';
import { jobStateLabel } from '../../lib/job-state-labels';

/** The moves the API allows from each state (jobs.service.ts); a button for anything else would only meet a 409. */
const movesFrom: Record<JobState, readonly JobMove[]> = {
  draft: ['publish'],
  published: ['pause', 'close', 'fill'],
  paused: ['reopen', 'close', 'fill'],
  expired: ['close', 'fill'],
  closed: ['fill'],
  // Marking filled is not final (issue 23): a hire falls through, or more people are wanted.
  filled: ['reopen'],
};

const moveLabel: Record<JobMove, () => string> = {
  publish: () => m.cj_action_publish(),
  pause: () => m.cj_action_pause(),
  reopen: () => m.cj_action_reopen(),
  close: () => m.cj_action_close(),
  fill: () => m.cj_action_fill(),
};

const actionLinkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100';

interface Props {
  job: CompanyJob;
  busy: boolean;
  onMove: (move: JobMove) => void;
  onDelete: () => void;
}

export function JobRow({ job, busy, onMove, onDelete }: Props) {
  const locale = useLocale();
  const editable = job.state !== 'closed' && job.state !== 'filled';
  const id = String(job.id);
  const canPublish = useCanPublish();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="company-job" data-job-id={job.id} data-state={job.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-bold break-words" lang={job.language} dir={directionOf(job.language)}>
          {job.title || m.cj_untitled()}
        </h2>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">{jobStateLabel(job.state)}</span>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt>{m.cj_field_city()}:</dt>
          <dd>{job.city.name}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{m.cj_field_deadline()}:</dt>
          <dd>{formatDay(job.deadline, locale)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{m.cj_applicants()}:</dt>
          <dd>{job.applicant_count}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {editable && (
          <Link
            to="/company/jobs/$id/edit"
            params={{ id }}
            className={actionLinkClass}
            aria-label={m.cj_action_named({ action: m.cj_action_edit(), title: job.title })}
          >
            {m.cj_action_edit()}
          </Link>
        )}
        <Link
          to="/company/jobs/$id/preview"
          params={{ id }}
          className={actionLinkClass}
          aria-label={m.cj_action_named({ action: m.cj_action_preview(), title: job.title })}
        >
          {m.cj_action_preview()}
        </Link>
        {job.state !== 'draft' && (
          <Link
            to="/company/jobs/$id/applicants"
            params={{ id }}
            className={actionLinkClass}
            aria-label={m.cj_action_named({ action: m.pl_applicants_link({ count: job.applicant_count }), title: job.title })}
          >
            {m.pl_applicants_link({ count: job.applicant_count })}
          </Link>
        )}
        {movesFrom[job.state].map((move) => (
          <Button
            key={move}
            variant={move === 'publish' ? 'primary' : 'secondary'}
            disabled={busy}
            aria-label={m.cj_action_named({ action: moveLabel[move](), title: job.title })}
            aria-describedby={move === 'publish' && !canPublish ? approvalNoticeId : undefined}
            onClick={() => onMove(move)}
          >
            {moveLabel[move]()}
          </Button>
        ))}
        {job.state === 'draft' && (
          <Button
            variant="ghost"
            className="text-red-700"
            disabled={busy}
            aria-label={m.cj_action_named({ action: m.cj_action_delete(), title: job.title })}
            onClick={onDelete}
          >
            {m.cj_action_delete()}
          </Button>
        )}
      </div>
    </li>
  );
}
