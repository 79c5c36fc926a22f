import { useNavigate } from '@tanstack/react-router';
import { type InterviewSortType, interviewSortTypes } from '../../../worker/features/interviews/interviews.schemas';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { TimeZoneSelect, useViewerTimeZone } from '../../components/time-zone';
import { InterviewCard } from './InterviewCard';
import { useCompanyInterviews } from './interviews-api';
import { ListStates } from '../../components/ListStates';

/** Where an interview's application opens: the applicant board of its job, with the applicant's panel open. */
export const applicationHref = (jobId: number, applicationId: number) => `/company/jobs/${jobId}/applicants?application=${applicationId}`;

const sortText: Record<InterviewSortType, () => string> = { desc: () => m.iv_sort_desc(), asc: () => m.iv_sort_asc() };

/** /company/interviews: every interview of the company's jobs by start time (docs/product.md#interviews-and-offers: latest first by default). */
export function CompanyInterviewsPage({ sort }: { sort: InterviewSortType }) {
  const interviews = useCompanyInterviews(sort);
  const navigate = useNavigate();
  const { zone, device, setZone } = useViewerTimeZone();
  const list = interviews.data?.pages.flatMap((page) => page.interviews) ?? [];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{m.iv_page_title()}</h1>
        <p className="text-sm text-slate-700">{m.iv_page_intro()}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TimeZoneSelect zone={zone} device={device} onChange={setZone} />
        <div role="group" aria-label={m.iv_sort_label()} className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-sm font-medium text-slate-800">
            {m.iv_sort_label()}
          </span>
          {interviewSortTypes.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={choice === sort}
              onClick={() => void navigate({ to: '/company/interviews', search: { sort: choice }, replace: true })}
              className="flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {sortText[choice]()}
            </button>
          ))}
        </div>
      </div>
      <ListStates query={interviews} empty={list.length === 0} emptyText={m.iv_empty()} rows={3}>
        <ul className="flex flex-col gap-4" aria-label={m.iv_page_title()}>
          {list.map((interview) => (
            <li key={interview.id}>
              <InterviewCard
                interview={interview}
                zone={zone}
                heading={
                  <>
                    <h2 className="text-base font-bold">
                      {/* The applicant board is its own page: a plain link, so it loads whatever the router knows. */}
                      <a href={applicationHref(interview.job.id, interview.application_id)} className="text-brand-800 hover:underline" dir="auto">
                        {interview.applicant_name}
                      </a>
                    </h2>
                    <p className="text-sm text-slate-700" dir="auto">
                      {m.iv_for_job({ job: interview.job.title })}
                    </p>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </ListStates>
      {interviews.hasNextPage && (
        <Button variant="secondary" className="self-center" busy={interviews.isFetchingNextPage} onClick={() => void interviews.fetchNextPage()}>
          {m.iv_load_more()}
        </Button>
      )}
    </div>
  );
}
