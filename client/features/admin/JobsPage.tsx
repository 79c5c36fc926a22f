import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { jobStates, type JobState } from '../../../db/schema/job-values';
import type { AdminJob } from '../../../worker/features/admin/admin.schemas';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { jobStateLabel } from '../../lib/job-state-labels';
import { AdminHeading, formatMoment, ListState, LoadMore } from './admin-ui';
import { companyStatusLabel } from './CompaniesPage';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';
import { useAdminWrite } from '../../components/ReauthProvider';

/** /admin/jobs: every job of every company, by state and title; one that was public can be taken down, and restored. */
export function JobsPage() {
  const trpc = useTRPC();
  const locale = useLocale();
  const write = useAdminWrite();
  const toast = useToast();
  const [state, setState] = useState<JobState | ''>('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [reason, setReason] = useState<ReasonRequest | null>(null);
  const query = useInfiniteQuery(
    trpc.admin.jobs.infiniteQueryOptions({ ...(state ? { state } : {}), ...(q ? { q } : {}) }, { getNextPageParam: (page) => page.next_cursor ?? undefined }),
  );
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  const unpublish = useMutation(trpc.admin.unpublish.mutationOptions());
  const restore = useMutation(trpc.admin.restoreJob.mutationOptions());
  // A takedown is undone by an admin only (issue 23); the write refreshes the admin lists.
  const restoreJob = async (job: AdminJob) => {
    const done = await write(() => restore.mutateAsync({ id: job.id }).then(() => true));
    if (done) toast.show('success', m.reply_job_restored());
  };

  const askUnpublish = (job: AdminJob) =>
    setReason({
      title: m.adm_unpublish_title({ title: job.title }),
      mailed: true,
      confirmLabel: m.adm_unpublish(),
      onConfirm: async (why) => {
        const done = await write(() => unpublish.mutateAsync({ id: job.id, reason: why }).then(() => true));
        if (done) toast.show('success', m.reply_job_unpublished());
        return done === true;
      },
    });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  return (
    <>
      <AdminHeading>{m.adm_jobs_title()}</AdminHeading>
      <form onSubmit={search} className="grid items-end gap-2 sm:grid-cols-[12rem_1fr_auto]" role="search">
        <SelectField
          label={m.adm_state_filter()}
          name="state"
          value={state}
          onChange={(event) => setState(event.target.value as JobState | '')}
          options={[{ value: '', label: m.adm_any() }, ...jobStates.map((value) => ({ value, label: jobStateLabel(value) }))]}
        />
        <TextField label={m.adm_job_title_search()} name="q" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" variant="secondary">
          {m.adm_search()}
        </Button>
      </form>
      <ListState loading={query.isPending} error={query.error} empty={jobs.length === 0} emptyText={m.adm_jobs_empty()} onRetry={() => void query.refetch()}>
        <ul className="flex flex-col gap-3" data-testid="admin-jobs">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex min-w-0 flex-col gap-1">
                <Link to="/jobs/$id" params={{ id: String(job.id) }} className="font-semibold text-brand-700 underline">
                  {job.title}
                </Link>
                <p className="text-sm text-slate-700">
                  <bdi>{job.company_name}</bdi> ({companyStatusLabel(job.company_status)}) · {jobStateLabel(job.state)} ·{' '}
                  {formatMoment(job.published_at ?? job.created_at, locale, false)}
                </p>
                {job.open_reports > 0 && <p className="text-sm font-medium text-red-800">{m.adm_open_reports_count({ count: job.open_reports })}</p>}
                {job.taken_down && <p className="text-sm font-medium text-red-800">{m.adm_job_taken_down()}</p>}
              </div>
              {job.taken_down ? (
                <Button variant="secondary" onClick={() => void restoreJob(job)} disabled={restore.isPending}>
                  {m.adm_restore_job()}
                </Button>
              ) : (
                job.state !== 'draft' && (
                  <Button variant="danger" onClick={() => askUnpublish(job)}>
                    {m.adm_unpublish()}
                  </Button>
                )
              )}
            </li>
          ))}
        </ul>
        <LoadMore show={query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
      </ListState>
      <ReasonDialog request={reason} onClose={() => setReason(null)} />
    </>
  );
}
