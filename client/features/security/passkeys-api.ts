import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPasskey } from '../../lib/passkeys';
import { useTRPC } from '../../lib/trpc';

/** The account's passkeys: listed, added (the device's ceremony between two calls), renamed and removed. */
export function usePasskeys() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const passkeys = useQuery(trpc.security.passkeys.queryOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.security.passkeys.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.security.factors.queryKey() }),
    ]);
  const options = useMutation(trpc.security.passkeyOptions.mutationOptions());
  const save = useMutation(trpc.security.addPasskey.mutationOptions({ onSettled: refresh }));
  const add = useMutation({
    mutationFn: async (name: string) => {
      const { options: creation } = await options.mutateAsync();
      return save.mutateAsync({ name, credential: await createPasskey(creation) });
    },
  });
  const rename = useMutation(trpc.security.renamePasskey.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.security.removePasskey.mutationOptions({ onSettled: refresh }));
  return { passkeys, add, rename, remove };
}
