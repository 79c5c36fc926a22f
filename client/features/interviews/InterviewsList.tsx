import { m } from '../../paraglide/messages';
import { defaultTimeZone } from '../../lib/zoned-time';
import { InterviewCard } from './InterviewCard';
import { useApplicationInterviews } from './interviews-api';
import { ListStates } from '../../components/ListStates';

/**
 * One application's interviews for the applicant panel, the latest first, on Baghdad's clock; each still ahead can
 * be rescheduled or cancelled. Scheduling a new one is ScheduleInterviewDialog, mounted beside this by the panel.
 */
export function InterviewsList({ applicationId, headingLevel = 3 }: { applicationId: number; headingLevel?: 2 | 3 | 4 }) {
  const interviews = useApplicationInterviews(applicationId);
  const list = interviews.data ?? [];
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`interviews-of-${applicationId}`}>
      <Heading id={`interviews-of-${applicationId}`} className="text-base font-bold">
        {m.iv_list_title()}
      </Heading>
      <ListStates query={interviews} empty={list.length === 0} emptyText={m.iv_list_empty()} rows={1}>
        <ul className="flex flex-col gap-3">
          {list.map((interview) => (
            <li key={interview.id}>
              <InterviewCard
                interview={interview}
                zone={defaultTimeZone}
                heading={<p className="text-sm text-slate-700">{m.iv_for_job({ job: interview.job.title })}</p>}
              />
            </li>
          ))}
        </ul>
      </ListStates>
    </section>
  );
}
