import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useCanPublish } from '../../components/ApprovalNotice';
import { useJobActions } from './useJobActions';

interface Props {
  jobId: number | null;
  onClose: () => void;
  onPublished: (jobId: number) => void;
}

/**
 * Publishing spends a credit: the cost and the balance are shown before, and "no credits" keeps the draft. A company
 * not approved yet (issue 23) is told its draft is saved and publishing waits for approval, with nothing to confirm.
 */
export function PublishDialog({ jobId, onClose, onPublished }: Props) {
  const trpc = useTRPC();
  const canPublish = useCanPublish();
  const credits = useQuery({ ...trpc.credits.get.queryOptions(), enabled: jobId !== null && canPublish, staleTime: 0 });
  const actions = useJobActions();
  const [refused, setRefused] = useState<string | null>(null);
  const balance = credits.data?.balance;

  const close = () => {
    setRefused(null);
    onClose();
  };
  const publish = async () => {
    if (jobId === null) return;
    const outcome = await actions.move(jobId, 'publish', { quiet: true });
    if (outcome.ok) {
      setRefused(null);
      onPublished(jobId);
      return;
    }
    if (outcome.problem.code === 'company_not_approved') return;
    const latest = await credits.refetch();
    setRefused(outcome.problem.code === 'no_credits' ? m.cj_no_credits({ balance: latest.data?.balance ?? 0 }) : outcome.problem.text);
  };

  if (!canPublish) {
    return (
      <Dialog open={jobId !== null} onClose={close} title={m.cj_publish_title()}>
        <PublishWaits />
      </Dialog>
    );
  }
  return (
    <Dialog open={jobId !== null} onClose={close} title={m.cj_publish_title()}>
      <div className="flex flex-col gap-4">
        {balance === undefined ? <Spinner label={m.loading()} /> : <p className="text-sm text-slate-800">{m.cj_publish_cost({ balance })}</p>}
        {refused && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {refused}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {m.button_cancel()}
          </Button>
          <Button onClick={() => void publish()} busy={actions.busy} disabled={balance === undefined || refused !== null}>
            {m.cj_publish_confirm()}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** What a company not approved yet reads instead of the cost (the dialog's own button closes it). */
function PublishWaits() {
  return (
    <div className="flex flex-col gap-4" data-testid="publish-waits">
      <p className="text-sm text-slate-800">{m.error_job_publish_needs_approval()}</p>
      <p className="text-sm text-slate-700">{m.cj_approval_notice()}</p>
    </div>
  );
}
