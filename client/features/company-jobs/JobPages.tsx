import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import type { ServerProblem } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import { ApprovalNotice, approvalNoticeId, useCanPublish } from '../../components/ApprovalNotice';
import { JobEditor } from './JobEditor';
import { JobPreview } from './JobPreview';
import { PublishDialog } from './PublishDialog';
import { jobStateLabel } from '../../lib/job-state-labels';
import { useCompanyJob } from './useCompanyJob';

const linkClass = 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline';

function Loading({ problem }: { problem: ServerProblem | null }) {
  if (!problem) return <Spinner label={m.loading()} />;
  return (
    <EmptyState
      title={problem.code === 'not_found' ? m.cj_job_not_found() : problem.text}
      action={
        <Link to="/company/jobs" className={linkClass}>
          {m.cj_back_to_jobs()}
        </Link>
      }
    />
  );
}

export function NewJobPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{m.cj_new_title()}</h1>
      <ApprovalNotice />
      <JobEditor />
    </div>
  );
}

export function EditJobPage({ id, publish }: { id: number; publish: boolean }) {
  const { job, problem } = useCompanyJob(id);
  if (!job) return <Loading problem={problem} />;
  const editable = job.state !== 'closed' && job.state !== 'filled';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{m.cj_edit_title()}</h1>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">{jobStateLabel(job.state)}</span>
      </div>
      <ApprovalNotice />
      {editable ? (
        // Keyed by the saved version: a save that the server changed (trimmed, sanitised) is shown as stored.
        <JobEditor key={job.id} job={job} publishOnOpen={publish} />
      ) : (
        <EmptyState
          title={m.error_job_not_editable()}
          action={
            <Link to="/company/jobs/$id/preview" params={{ id: String(job.id) }} className={linkClass}>
              {m.cj_action_preview()}
            </Link>
          }
        />
      )}
    </div>
  );
}

export function JobPreviewPage({ id }: { id: number }) {
  const { job, problem } = useCompanyJob(id);
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState<number | null>(null);
  const canPublish = useCanPublish();
  if (!job) return <Loading problem={problem} />;
  const editable = job.state !== 'closed' && job.state !== 'filled';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{m.cj_preview_title()}</h1>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">{jobStateLabel(job.state)}</span>
      </div>
      <ApprovalNotice />
      <p className="text-sm text-slate-600">{m.cj_preview_note()}</p>
      <JobPreview job={job} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Link to="/company/jobs" search={{ state: job.state }} className={`${linkClass} me-auto`}>
          {m.cj_back_to_jobs()}
        </Link>
        {editable && (
          <Link
            to="/company/jobs/$id/edit"
            params={{ id: String(job.id) }}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {m.cj_action_edit()}
          </Link>
        )}
        {job.state === 'draft' && (
          <Button onClick={() => setPublishing(job.id)} aria-describedby={canPublish ? undefined : approvalNoticeId}>
            {m.cj_action_publish()}
          </Button>
        )}
      </div>
      <PublishDialog
        jobId={publishing}
        onClose={() => setPublishing(null)}
        onPublished={() => void navigate({ to: '/company/jobs', search: { state: 'published' } })}
      />
    </div>
  );
}
