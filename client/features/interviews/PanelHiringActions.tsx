import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApplicationStage } from '../../../db/schema/application-values';
import { closedStages } from '../../../worker/features/interviews/interviews.schemas';
import type { ApplicantDetail, CompanyStage } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { InterviewsList } from './InterviewsList';
import { OfferDialog } from './OfferDialog';
import { OffersList } from './OffersList';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';

/** Stages an interview usually moves on from: scheduling one there offers the move to Interview (SPEC leaves it to the company). */
const beforeInterview: ReadonlySet<ApplicationStage> = new Set(['applied', 'screening', 'shortlisted']);

/**
 * The applicant panel's interviews and offers (the pipeline's panel, given it by the applicants route): schedule one,
 * send one, and the lists with their own actions.
 */
export function PanelHiringActions({ applicant, onMove, busy }: { applicant: ApplicantDetail; onMove: (stage: CompanyStage) => void; busy: boolean }) {
  const [dialog, setDialog] = useState<'interview' | 'offer' | null>(null);
  const [scheduled, setScheduled] = useState(false);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = !closedStages.includes(applicant.stage);
  const offerMove = scheduled && beforeInterview.has(applicant.stage);
  const done = (kind: 'interview' | 'offer') => (saved: boolean) => {
    setDialog(null);
    if (saved && kind === 'interview') setScheduled(true);
    // An offer moves the application to its stage: the board and the panel are asked again.
    if (saved)
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.pipeline.detail.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.pipeline.applicants.pathKey() }),
      ]);
  };
  return (
    <div className="flex flex-col gap-4">
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog('interview')}>
            {m.pl_schedule_interview()}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('offer')}>
            {m.pl_send_offer()}
          </Button>
        </div>
      )}
      {/* A status region, next in the tab order after the buttons: read out when it appears, reached with one Tab. */}
      <div role="status">
        {offerMove && (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-violet-300 bg-violet-50 p-3" data-testid="interview-move-offer">
            <p className="min-w-0 flex-1 text-sm text-violet-950">{m.pl_interview_move_offer({ name: applicant.full_name })}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={busy}
                onClick={() => {
                  setScheduled(false);
                  onMove('interview');
                }}
              >
                {m.pl_interview_move_confirm()}
              </Button>
              <Button variant="ghost" onClick={() => setScheduled(false)}>
                {m.pl_interview_move_dismiss()}
              </Button>
            </div>
          </div>
        )}
      </div>
      <InterviewsList applicationId={applicant.id} />
      <OffersList applicationId={applicant.id} applicantName={applicant.full_name} />
      {dialog === 'interview' && <ScheduleInterviewDialog applicationId={applicant.id} applicantName={applicant.full_name} onDone={done('interview')} />}
      {dialog === 'offer' && (
        <OfferDialog applicationId={applicant.id} applicantName={applicant.full_name} jobTitle={applicant.job.title} onDone={done('offer')} />
      )}
    </div>
  );
}
