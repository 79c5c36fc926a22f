import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { jobReportReasons, type JobReportReason, reportDetailsMaxLength } from '../../../worker/features/admin/admin.schemas';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field, controlClass } from '../../components/ui/Field';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { reportReasonLabel } from '../../lib/report-reasons';

/**
 * "Report this job" for signed-in seekers and companies (issue 14): a reason from the list and optional details,
 * once per job (the server answers a second report with 409, which this shows as already reported).
 */
export default function ReportJobButton({ jobId }: { jobId: number }) {
  const trpc = useTRPC();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [reason, setReason] = useState<JobReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string>();
  const report = useMutation(trpc.moderation.reportJob.mutationOptions());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(m.adm_v_report_reason());
      return;
    }
    try {
      await report.mutateAsync({ job_id: jobId, reason, ...(details.trim() ? { details: details.trim() } : {}) });
      toast.show('success', m.reply_report_sent());
      setDone(true);
      setOpen(false);
    } catch (failure) {
      const problem = problemOf(failure);
      if (problem.code === 'report_exists') {
        setDone(true);
        setOpen(false);
      }
      toast.show('error', problem.text);
    }
  };

  return (
    <>
      <Button variant="ghost" disabled={done} onClick={() => setOpen(true)} data-testid="report-job">
        {done ? m.adm_report_done() : m.adm_report_job()}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={m.adm_report_job()}>
        <form onSubmit={submit} className="flex flex-col gap-4" data-testid="report-job-form">
          <fieldset className="flex flex-col gap-1" aria-describedby={error ? 'report-reason-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-800">{m.adm_report_reason()}</legend>
            {jobReportReasons.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4" />
                {reportReasonLabel(value)}
              </label>
            ))}
            {error && (
              <p id="report-reason-error" role="alert" className="text-xs font-medium text-red-700">
                {error}
              </p>
            )}
          </fieldset>
          <Field label={m.adm_report_details()}>
            {({ inputId, describedBy }) => (
              <textarea
                id={inputId}
                aria-describedby={describedBy}
                name="details"
                rows={4}
                maxLength={reportDetailsMaxLength}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                className={controlClass}
              />
            )}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {m.adm_cancel()}
            </Button>
            <Button type="submit" busy={report.isPending}>
              {m.adm_report_submit()}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
