import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStage } from '../../../db/schema/application-values';
import type { ApplicantSort, ApplicantsPage, CompanyStage, MoveResult, RejectionReason } from '../../../worker/features/pipeline/pipeline.schemas';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { stageLabel } from './labels';

export interface ApplicantFilters {
  sort: ApplicantSort;
  stage?: ApplicationStage | undefined;
  min_rating?: number | undefined;
  full_match?: '1' | undefined;
  fit?: 'fit' | 'not_a_fit' | undefined;
  must_met?: '1' | undefined;
  q?: string | undefined;
}

/** The board and the table read the same pages: 50 applicants at a time, more on demand. */
const pageSize = 50;

export function useApplicants(jobId: number, filters: ApplicantFilters) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.pipeline.applicants.infiniteQueryOptions(
      { job_id: jobId, limit: pageSize, ...filters },
      { getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
  );
}

export function useApplicantDetail(applicationId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.pipeline.detail.queryOptions({ application_id: applicationId }));
}

export interface MoveRequest {
  ids: number[];
  stage: CompanyStage;
  reason?: RejectionReason | undefined;
  note?: string | undefined;
}

/**
 * Stage moves, one or many: cards change column at once (the cache is updated before the server answers), the toast
 * says what happened and offers Undo; a refusal puts everything back as the server has it.
 */
export function useStageMoves() {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.pipeline.applicants.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.pipeline.detail.pathKey() }),
      // Interviews carry their application's stage, which decides whether they may still be rescheduled.
      queryClient.invalidateQueries({ queryKey: trpc.interviews.pathKey() }),
    ]);
  const place = (ids: readonly number[], stage: ApplicationStage) =>
    queryClient.setQueriesData<InfiniteData<ApplicantsPage>>({ queryKey: trpc.pipeline.applicants.pathKey() }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({ ...page, applicants: page.applicants.map((item) => (ids.includes(item.id) ? { ...item, stage } : item)) })),
          }
        : data,
    );
  const single = useMutation(trpc.pipeline.move.mutationOptions());
  const bulk = useMutation(trpc.pipeline.bulk.mutationOptions());
  const undo = useMutation(trpc.pipeline.undo.mutationOptions());

  const reverse = (batchId: string) =>
    undo.mutate(
      { batch_id: batchId },
      {
        onSuccess: () => toast.show('info', m.pl_undone()),
        onError: (error) => toast.show('error', problemOf(error).text),
        onSettled: () => void refresh(),
      },
    );
  const undoLater = (result: Pick<MoveResult, 'batch_id'>) => ({ label: m.pl_undo(), run: () => reverse(result.batch_id) });

  async function move(request: MoveRequest): Promise<boolean> {
    place(request.ids, request.stage);
    try {
      const fields = { stage: request.stage, reason: request.reason, note: request.note || undefined } as const;
      const first = request.ids[0];
      const result =
        request.ids.length === 1 && first !== undefined
          ? (await single.mutateAsync({ application_id: first, ...fields })).move
          : await bulk.mutateAsync({ ids: request.ids, ...fields });
      const text =
        result.moved.length === 1 && result.skipped.length === 0
          ? m.pl_moved_one({ stage: stageLabel[request.stage]() })
          : m.pl_moved_many({ count: result.moved.length, stage: stageLabel[request.stage](), skipped: result.skipped.length });
      toast.show('success', text, result.moved.length > 0 ? undoLater(result) : undefined);
      return true;
    } catch (error) {
      toast.show('error', problemOf(error).text);
      return false;
    } finally {
      void refresh();
    }
  }

  return { move, reverse, busy: single.isPending || bulk.isPending || undo.isPending };
}
