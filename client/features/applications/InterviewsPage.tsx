import { Link } from '@tanstack/react-router';
import type { SeekerInterview } from '../../../worker/features/applications/applications.schemas';
import { calendarWords } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { CompanyLogo } from '../../components/CompanyLogo';
import { secondaryLinkClass } from '../../components/ui/link-styles';
import { interviewModeLabel } from '../../lib/application-labels';
import { ListStates, SeekerPage } from './SeekerPages';
import { useInterviews } from './seeker-api';
import { TimeZoneSelect, useViewerTimeZone } from '../../components/time-zone';
import { interviewTime } from '../../lib/zoned-time';

function InterviewCard({ interview, zone }: { interview: SeekerInterview; zone: string }) {
  const locale = useLocale();
  const when = interviewTime(interview.starts_at, interview.duration_minutes, zone, locale, calendarWords(locale));
  const cancelled = interview.status === 'cancelled';
  return (
    <article
      className={`flex flex-col gap-4 rounded-xl border bg-white p-4 ${cancelled ? 'border-slate-300' : 'border-slate-200'}`}
      data-testid="interview-card"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo company={interview.company} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-base font-bold">
            <Link to="/jobs/$id" params={{ id: String(interview.job.id) }} className="text-brand-800 hover:underline" dir="auto">
              {interview.job.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-700" dir="auto">
            {interview.company.name}
          </p>
          {cancelled && <p className="self-start rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">{m.myapps_interview_cancelled()}</p>}
        </div>
      </div>
      <dl className={`grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 ${cancelled ? '[&_dd]:line-through [&_dd]:decoration-slate-500' : ''}`}>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">{m.myapps_interview_when()}</dt>
          <dd className="text-sm font-semibold text-slate-900" data-testid="interview-when">
            <time dateTime={interview.starts_at}>
              {when.day}
              <br />
              {when.hours}
            </time>
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">{m.myapps_interview_duration()}</dt>
          <dd className="text-sm font-semibold text-slate-900">{when.duration}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">{interviewModeLabel[interview.mode]()}</dt>
          <dd className="text-sm font-semibold text-slate-900">
            {interview.meeting_url ? (
              <a href={interview.meeting_url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline" dir="ltr">
                {interview.meeting_url}
              </a>
            ) : (
              <span dir="auto">{interview.location ?? '—'}</span>
            )}
          </dd>
        </div>
      </dl>
      {interview.note && (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="text-xs text-slate-600">{m.myapps_interview_note()}</p>
          <p className="whitespace-pre-line text-sm text-slate-800" dir="auto">
            {interview.note}
          </p>
        </div>
      )}
      <a href={interview.ics_url} download className={`${secondaryLinkClass} self-start`}>
        {m.myapps_interview_ics()}
      </a>
    </article>
  );
}

/** /myApplications/interviews: times on Baghdad's clock unless the viewer chose their device's; an `.ics` for each. */
export function InterviewsPage() {
  const interviews = useInterviews();
  const { zone, device, setZone } = useViewerTimeZone();
  const list = interviews.data ?? [];
  return (
    <SeekerPage title={m.page_my_interviews()}>
      <TimeZoneSelect zone={zone} device={device} onChange={setZone} />
      <ListStates query={interviews} empty={list.length === 0} emptyText={m.myapps_interviews_empty()}>
        <ul className="flex flex-col gap-4" aria-label={m.page_my_interviews()}>
          {list.map((interview) => (
            <li key={interview.id}>
              <InterviewCard interview={interview} zone={zone} />
            </li>
          ))}
        </ul>
      </ListStates>
    </SeekerPage>
  );
}
