import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';

/** The panel's own writes (a note, a rating): the panel and the lists are asked again, the server's word is toasted. */
export function usePanelWrites(success: { note: string; rating: string }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const settle = {
    onError: (error: unknown) => toast.show('error', problemOf(error).text),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.pipeline.detail.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.pipeline.applicants.pathKey() }),
      ]),
  };
  const addNote = useMutation(trpc.pipeline.addNote.mutationOptions({ ...settle, onSuccess: () => toast.show('success', success.note) }));
  const rate = useMutation(trpc.pipeline.rate.mutationOptions({ ...settle, onSuccess: () => toast.show('success', success.rating) }));
  return { addNote, rate };
}
