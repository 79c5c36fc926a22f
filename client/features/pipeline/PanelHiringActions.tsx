import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApplicantDetail } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { InterviewsList, OfferDialog, OffersList, ScheduleInterviewDialog } from '../interviews';

/** Stages where nothing more is scheduled or offered: the applicant left, was not selected, or is hired. */
const closedStages = new Set(['withdrawn', 'rejected', 'hired']);

/** The panel's interviews and offers: schedule one, send one, and the lists with their own actions. */
export function PanelHiringActions({ applicant }: { applicant: ApplicantDetail }) {
  const [dialog, setDialog] = useState<'interview' | 'offer' | null>(null);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = !closedStages.has(applicant.stage);
  const done = (saved: boolean) => {
    setDialog(null);
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
      <InterviewsList applicationId={applicant.id} />
      <OffersList applicationId={applicant.id} applicantName={applicant.full_name} />
      {dialog === 'interview' && <ScheduleInterviewDialog applicationId={applicant.id} applicantName={applicant.full_name} onDone={done} />}
      {dialog === 'offer' && <OfferDialog applicationId={applicant.id} applicantName={applicant.full_name} jobTitle={applicant.job.title} onDone={done} />}
    </div>
  );
}
