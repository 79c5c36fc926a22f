import { type ReactNode, useState } from 'react';
import { type CompanyInterview, interviewChangeRefusal } from '../../../worker/features/interviews/interviews.schemas';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { calendarWords } from '../../lib/dates';
import { formatDayTime } from '../../lib/text-runs';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { interviewTime } from '../../lib/zoned-time';
import { useCompanyProblem } from '../../lib/company-problem';
import { useHiringWrites } from './interviews-api';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';

type Shown = 'scheduled' | 'cancelled' | 'past';

const statusOf = (interview: CompanyInterview, now: number): Shown =>
  interview.status === 'cancelled' ? 'cancelled' : Date.parse(interview.ends_at) <= now ? 'past' : 'scheduled';

const statusText: Record<Shown, () => string> = {
  scheduled: () => m.iv_status_scheduled(),
  cancelled: () => m.iv_status_cancelled(),
  past: () => m.iv_status_past(),
};
const statusTone: Record<Shown, string> = {
  scheduled: 'bg-violet-100 text-violet-900',
  cancelled: 'bg-red-100 text-red-900',
  past: 'bg-slate-200 text-slate-800',
};

/**
 * Reschedule and cancel for an interview still ahead, each only where the server's rule (interviewChangeRefusal)
 * allows it: a closed application's interview says why it can only be cancelled. The dialogs belong to the card.
 */
function InterviewActions({ interview }: { interview: CompanyInterview }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { cancel } = useHiringWrites();
  const toast = useToast();
  const showProblem = useCompanyProblem();

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync({ id: interview.id });
      toast.show('success', m.reply_interview_cancelled());
    } catch (error) {
      showProblem(error);
    }
    setConfirming(false);
  };

  const now = new Date();
  const reschedulable = interviewChangeRefusal(interview, 'reschedule', now) === null;
  const cancellable = interviewChangeRefusal(interview, 'cancel', now) === null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!reschedulable && cancellable && <p className="w-full text-sm text-slate-700">{m.iv_reschedule_closed()}</p>}
      {reschedulable && (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {m.iv_reschedule()}
        </Button>
      )}
      {cancellable && (
        <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setConfirming(true)}>
          {m.iv_cancel()}
        </Button>
      )}
      {editing && (
        <ScheduleInterviewDialog
          applicationId={interview.application_id}
          applicantName={interview.applicant_name}
          interview={interview}
          onDone={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        confirmation={
          confirming ? { title: m.iv_cancel_title(), text: m.iv_cancel_text({ name: interview.applicant_name }), confirm: m.iv_cancel(), tone: 'danger' } : null
        }
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmCancel()}
      />
    </div>
  );
}

/**
 * One interview: when on the viewer's clock (Baghdad's unless chosen otherwise) in Kar's own words, where, the note,
 * and for one still ahead its actions. `heading` is what names it in its list (the applicant, or the time).
 */
export function InterviewCard({ interview, zone, heading }: { interview: CompanyInterview; zone: string; heading: ReactNode }) {
  const locale = useLocale();
  const when = interviewTime(interview.starts_at, interview.duration_minutes, zone, locale, calendarWords(locale));
  const shown = statusOf(interview, Date.now());
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="company-interview">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">{heading}</div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[shown]}`}>{statusText[shown]()}</span>
      </div>
      <dl className={`grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 ${shown === 'cancelled' ? '[&_dd]:line-through [&_dd]:decoration-slate-500' : ''}`}>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">{m.iv_when()}</dt>
          <dd className="text-sm font-semibold text-slate-900">
            <time dateTime={interview.starts_at}>{formatDayTime(when.day, when.hours, locale)}</time>
            <span className="block text-xs font-normal text-slate-600">{when.duration}</span>
          </dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-xs text-slate-600">{interview.mode === 'online' ? m.iv_mode_online() : m.iv_mode_on_site()}</dt>
          <dd className="text-sm font-semibold text-slate-900">
            {interview.meeting_url ? (
              <a href={interview.meeting_url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline" dir="ltr">
                {interview.meeting_url}
              </a>
            ) : (
              <span dir="auto" className="break-words">
                {interview.location ?? '—'}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {interview.note && (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="text-xs text-slate-600">{m.iv_note()}</p>
          <p className="whitespace-pre-line break-words text-sm text-slate-800" dir="auto">
            {interview.note}
          </p>
        </div>
      )}
      {shown === 'scheduled' && <InterviewActions interview={interview} />}
    </article>
  );
}
