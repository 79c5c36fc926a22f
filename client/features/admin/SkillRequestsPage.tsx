import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminSkillRequest, type SkillRequestStatus, skillRequestStatuses } from '../../../worker/features/skill-requests/skill-requests.schemas';
import { useAdminWrite } from '../../components/ReauthProvider';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { useLocale } from '../../lib/i18n';
import { replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { AdminHeading, formatMoment, ListState, LoadMore, StatusTabs } from './admin-ui';
import { AdminLink } from './AdminLayout';
import { ApproveSkillDialog } from './ApproveSkillDialog';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';

const statusLabels: Record<SkillRequestStatus, () => string> = {
  pending: m.adm_sr_status_pending,
  approved: m.adm_sr_status_approved,
  rejected: m.adm_sr_status_rejected,
};

/**
 * /admin/skill-requests (issue 25): skills companies asked for, the queue first. Approving names the skill in three
 * languages and adds it to the lookup; rejecting tells the company why.
 */
export function SkillRequestsPage() {
  const trpc = useTRPC();
  const locale = useLocale();
  const write = useAdminWrite();
  const toast = useToast();
  const [status, setStatus] = useState<SkillRequestStatus>('pending');
  const [approving, setApproving] = useState<AdminSkillRequest | null>(null);
  const [rejecting, setRejecting] = useState<ReasonRequest | null>(null);
  const query = useInfiniteQuery(trpc.skillRequests.queue.infiniteQueryOptions({ status }, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
  const requests = query.data?.pages.flatMap((page) => page.skill_requests) ?? [];
  const reject = useMutation(trpc.skillRequests.reject.mutationOptions());

  const askReason = (request: AdminSkillRequest) =>
    setRejecting({
      title: m.adm_sr_reject_title({ name: request.name }),
      mailed: false,
      confirmLabel: m.adm_reject(),
      onConfirm: async (reason) => {
        const done = await write(() => reject.mutateAsync({ id: request.id, reason }).then(() => true));
        if (done) {
          toast.show('success', replyText('skill_request_rejected') ?? m.adm_reject());
          void query.refetch();
        }
        return done === true;
      },
    });

  return (
    <>
      <AdminHeading>{m.adm_nav_skill_requests()}</AdminHeading>
      <StatusTabs
        label={m.adm_status_filter()}
        values={skillRequestStatuses}
        current={status}
        labelOf={(value) => statusLabels[value]()}
        onChange={setStatus}
      />
      <ListState loading={query.isPending} error={query.error} empty={requests.length === 0} emptyText={m.adm_sr_empty()} onRetry={() => void query.refetch()}>
        <ul className="flex flex-col gap-3" data-testid="admin-skill-requests">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <bdi className="text-lg font-semibold">{request.name}</bdi>
                <span className="text-sm text-slate-600">{statusLabels[request.status]()}</span>
              </div>
              <p className="text-sm text-slate-700">
                <AdminLink to={`users/${request.company_id}`} className="text-brand-700 underline underline-offset-2">
                  {m.adm_sr_asked_by({ company: request.company_name, date: formatMoment(request.created_at, locale) })}
                </AdminLink>
              </p>
              {request.job_title !== null && <p className="text-sm text-slate-700">{m.adm_sr_for_job({ job: request.job_title })}</p>}
              {request.skill_names && (
                <p className="text-sm text-slate-700">
                  {m.adm_sr_added_as({ en: request.skill_names.en, ckb: request.skill_names.ckb, ar: request.skill_names.ar })}
                </p>
              )}
              {request.reason && <p className="whitespace-pre-line text-sm text-slate-700">{m.adm_sr_reason({ reason: request.reason })}</p>}
              {request.status === 'pending' && (
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => setApproving(request)}>{m.adm_approve()}</Button>
                  <Button variant="secondary" onClick={() => askReason(request)}>
                    {m.adm_reject()}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        <LoadMore show={query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
      </ListState>
      {approving && <ApproveSkillDialog key={approving.id} request={approving} onClose={() => setApproving(null)} />}
      <ReasonDialog request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
