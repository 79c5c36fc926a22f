import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useRefreshSession } from '../../lib/session';

/**
 * On /status for a rejected or suspended company: the admin's reason; a rejected company corrects its details on
 * /company/profile and asks to be reviewed again, which puts it back in the queue (pending).
 */
export function CompanyReviewPanel() {
  const trpc = useTRPC();
  const toast = useToast();
  const refreshSession = useRefreshSession();
  const review = useQuery(trpc.moderation.review.queryOptions());
  const ask = useMutation(trpc.moderation.requestReview.mutationOptions());
  const status = review.data?.status;

  const requestReview = async () => {
    try {
      await ask.mutateAsync();
      toast.show('success', m.reply_review_requested());
      await Promise.all([refreshSession(), review.refetch()]);
    } catch (failure) {
      toast.show('error', problemOf(failure).text);
    }
  };

  if (!review.data) return null;
  return (
    <div className="flex flex-col items-center gap-3" data-testid="company-review">
      {review.data.reason && <p className="rounded-lg bg-slate-100 p-3 text-slate-800">{m.adm_status_reason({ reason: review.data.reason })}</p>}
      {status === 'suspended' && <p className="text-slate-700">{m.adm_status_suspended_text()}</p>}
      {status === 'rejected' && (
        <>
          <p className="text-slate-700">{m.adm_status_fix()}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link
              to="/company/profile"
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              {m.adm_status_edit_profile()}
            </Link>
            <Button busy={ask.isPending} onClick={() => void requestReview()}>
              {m.adm_status_request()}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
