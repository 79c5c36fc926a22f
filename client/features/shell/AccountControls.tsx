import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { sessionQuery } from '../../lib/procedures';
import { replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import type { PublicUser } from '../../../worker/features/auth/auth.schemas';
import { forgetDeviceStores } from '../../lib/offline/device-store';
import { forgetPersonalCaches } from '../../lib/offline/worker-contract';
import { OfflineSupport } from './OfflineSupport';

/**
 * Ends the session; the cache goes with it, so nothing of the account stays on screen. The session itself is set to
 * "nobody" rather than removed: the header and guards watching it hear of the change at once (a removed query tells
 * its watchers nothing until they render again).
 */
function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // tRPC loads with the first write: a signed-in reader's first page does not carry it either.
    mutationFn: async () => (await import('../../lib/trpc')).trpcClient.auth.logout.mutate(),
    onSuccess: () => {
      void forgetPersonalCaches();
      forgetDeviceStores();
      const session = sessionQuery().queryKey;
      queryClient.setQueryData(session, null);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(session) });
    },
  });
}

/**
 * The header's name and logout button for someone signed in, and the offline support that is theirs (their pages
 * and answers kept on the device). A chunk of its own: a visitor's first page needs neither the mutation machinery,
 * the server texts' catalogue nor the service worker.
 */
export function AccountControls({ user, onLoggedOut }: { user: Pick<PublicUser, 'full_name' | 'email'>; onLoggedOut: () => void }) {
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <>
      <OfflineSupport />
      <span className="max-w-40 truncate text-sm text-slate-700" data-testid="signed-in-name">
        {user.full_name ?? user.email}
      </span>
      <Link
        to="/account/security"
        aria-label={m.security_nav()}
        title={m.security_nav()}
        className="grid size-10 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
        </svg>
      </Link>
      <Button
        variant="secondary"
        busy={logout.isPending}
        onClick={() =>
          logout.mutate(undefined, {
            onSuccess: (result) => {
              onLoggedOut();
              toast.show('success', replyText(result.code) ?? '');
              void navigate({ to: '/' });
            },
          })
        }
      >
        {m.nav_logout()}
      </Button>
    </>
  );
}
