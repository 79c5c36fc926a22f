import { Link } from '@tanstack/react-router';
import type { SeekerApplication, TimelineStep } from '../../../worker/features/applications/applications.schemas';
import { Button } from '../../components/ui/Button';
import { UserText } from '../../components/ui/UserText';
import { calendarWords } from '../../lib/dates';
import { directionOf, type Locale, localeLabels, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { CompanyLogo } from '../../components/CompanyLogo';
import { secondaryLinkClass } from '../../components/ui/link-styles';
import { statusLabel, statusTone } from '../../lib/application-labels';
import { zonedDay } from '../../lib/zoned-time';

export const applicationTitleId = (id: number) => `application-${id}-title`;

export function StatusBadge({ status }: { status: SeekerApplication['status'] }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[status]}`}>{statusLabel[status]()}</span>;
}

/** The stages the application went through, in the seeker's words, each with its day (Baghdad's calendar). */
function Timeline({ steps, zone, locale }: { steps: readonly TimelineStep[]; zone: string; locale: Locale }) {
  const words = calendarWords(locale);
  return (
    <ol className="flex flex-col gap-0" aria-label={m.myapps_timeline()}>
      {steps.map((step, index) => {
        const current = index === steps.length - 1;
        return (
          <li key={`${step.status}-${step.at}`} aria-current={current ? 'step' : undefined} className="relative flex gap-3 pb-3 last:pb-0">
            {!current && <span aria-hidden="true" className="absolute start-[0.4375rem] top-4 h-full w-0.5 bg-slate-200" />}
            <span
              aria-hidden="true"
              className={`relative mt-1 size-4 shrink-0 rounded-full border-2 ${current ? 'border-brand-700 bg-brand-700' : 'border-slate-400 bg-white'}`}
            />
            <p className="flex flex-wrap gap-x-2 text-sm">
              <span className={current ? 'font-bold text-slate-900' : 'text-slate-800'}>{statusLabel[step.status]()}</span>
              <time dateTime={step.at} className="text-slate-600">
                {zonedDay(step.at, zone, words)}
              </time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** What the seeker sent: the CV as the company received it, the statement and the requirements they ticked. */
function SentParts({ application, onOpenCv }: { application: SeekerApplication; onOpenCv: () => void }) {
  const { cv } = application;
  return (
    <details className="group rounded-lg border border-slate-200 open:bg-slate-50">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-800">{m.myapps_sent_summary()}</summary>
      <div className="flex flex-col gap-4 px-3 pb-3">
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-slate-900">{m.myapps_cv_sent()}</h3>
          <p className="text-sm text-slate-800" dir="auto">
            {cv.title}
          </p>
          <p className="text-xs text-slate-600">
            {cv.kind === 'made' ? m.myapps_cv_made() : m.myapps_cv_uploaded()} · <span lang={cv.language}>{localeLabels[cv.language]}</span>
          </p>
          {cv.file_url ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={onOpenCv}>
                {m.myapps_cv_open()}
              </Button>
              {/* An uploaded Word file cannot be shown in the viewer: it is always there to download as sent. */}
              <a href={cv.file_url} download className={secondaryLinkClass}>
                {m.cv_download()}
              </a>
            </div>
          ) : (
            <p className="text-xs text-slate-600">{m.myapps_cv_rendering()}</p>
          )}
        </section>
        {(application.personal_statement || application.statement_file) && (
          <section className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-slate-900">{m.myapps_statement()}</h3>
            {application.personal_statement && <UserText className="whitespace-pre-line text-sm text-slate-800" text={application.personal_statement} />}
            {application.statement_file && (
              <a
                href={application.statement_file.url}
                download={application.statement_file.name}
                className="min-h-11 self-start py-2 text-sm font-semibold text-brand-700 underline"
              >
                {m.myapps_statement_file({ name: application.statement_file.name })}
              </a>
            )}
          </section>
        )}
        {application.requirements.length > 0 && (
          <section className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-slate-900">{m.myapps_requirements()}</h3>
            <ul className="flex flex-wrap gap-2" lang={application.job.language}>
              {application.requirements.map((requirement) => (
                <li key={requirement.id} className="flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs text-emerald-900">
                  <span aria-hidden="true">✓</span>
                  {requirement.name}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </details>
  );
}

/** One application: the job (its page is the title's link), where it stands, its timeline, and what was sent. */
export function ApplicationCard({
  application,
  zone,
  onOpenCv,
  onWithdraw,
}: {
  application: SeekerApplication;
  zone: string;
  onOpenCv: () => void;
  onWithdraw: () => void;
}) {
  const locale = useLocale();
  const { job } = application;
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="application-card">
      <div className="flex items-start gap-3">
        <CompanyLogo company={job.company} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2
            id={applicationTitleId(application.id)}
            tabIndex={-1}
            className="text-base font-bold focus:outline-2 focus:outline-brand-700"
            lang={job.language}
            dir={directionOf(job.language)}
          >
            <Link to="/jobs/$id" params={{ id: String(job.id) }} className="text-brand-800 hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            <bdi>{job.company.name}</bdi> · {job.city.name}
          </p>
          <p className="flex flex-wrap items-center gap-2">
            <StatusBadge status={application.status} />
            {!job.is_open && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{m.job_closed_badge()}</span>}
          </p>
        </div>
      </div>
      <Timeline steps={application.timeline} zone={zone} locale={locale} />
      <SentParts application={application} onOpenCv={onOpenCv} />
      {application.can_withdraw && (
        <Button variant="secondary" className="self-start text-red-800" onClick={onWithdraw}>
          {m.myapps_withdraw()}
        </Button>
      )}
    </article>
  );
}
