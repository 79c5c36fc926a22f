import { useMutation } from '@tanstack/react-query';
import type { JobMove } from '../../../worker/features/jobs/jobs.schemas';
import { useToast } from '../../components/ui/Toast';
import type { ServerProblem } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useCompanyProblem } from '../../lib/company-problem';
import { useInvalidateCompanyJobs } from './company-api';

const movedText: Record<JobMove, () => string> = {
  publish: () => m.reply_job_published(),
  pause: () => m.reply_job_paused(),
  reopen: () => m.reply_job_reopened(),
  close: () => m.reply_job_closed(),
  fill: () => m.reply_job_filled(),
};

export type ActionOutcome = { ok: true } | { ok: false; problem: ServerProblem };

/**
 * Moves and deletes of a posting, with a toast for either outcome and fresh lists after. `quiet` leaves the
 * failure to the caller (the publish dialog shows "no credits" inside itself).
 */
export function useJobActions() {
  const trpc = useTRPC();
  const toast = useToast();
  const handleProblem = useCompanyProblem();
  const invalidate = useInvalidateCompanyJobs();
  const moveMutation = useMutation(trpc.jobs.company.move.mutationOptions());
  const removeMutation = useMutation(trpc.jobs.company.remove.mutationOptions());

  const run = async (action: () => Promise<unknown>, success: string, quiet: boolean): Promise<ActionOutcome> => {
    try {
      await action();
      toast.show('success', success);
      return { ok: true };
    } catch (error) {
      return { ok: false, problem: handleProblem(error, { quiet }) };
    } finally {
      await invalidate();
    }
  };

  return {
    busy: moveMutation.isPending || removeMutation.isPending,
    move: (id: number, move: JobMove, { quiet = false } = {}) => run(() => moveMutation.mutateAsync({ id, move }), movedText[move](), quiet),
    remove: (id: number) => run(() => removeMutation.mutateAsync({ id }), m.reply_job_deleted(), false),
  };
}
