import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import { useDeviceStore } from '../../lib/offline/device-store';
import { useOnline } from '../../lib/useOnline';
import { m } from '../../paraglide/messages';
import { heldCvEdits, sendable } from './held-edits-store';

const retryAfterMs = 20_000;

/**
 * Sends the CV edits a seeker made offline once the connection is back, from whichever page they are on (issue 27).
 * Rendered by the signed-in header; the sending code and tRPC load only when something waits.
 */
export function HeldCvEditsSender({ userId }: { userId: number }) {
  const store = heldCvEdits(userId);
  const held = useDeviceStore(store);
  const online = useOnline();
  const queryClient = useQueryClient();
  const toast = useToast();
  const waiting = Object.values(held).some(sendable);
  // A try that found the server unreachable (the phone says online, the line is down) is made again a little later.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online || !waiting) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void import('./held-edits-send').then(async ({ sendHeldCvEdits }) => {
      const { sent, judged } = await sendHeldCvEdits(store);
      // The CVs as Kar now has them, with the edits in (tRPC's keys start with the procedure's path).
      if (judged > 0) await queryClient.invalidateQueries({ predicate: (query) => Array.isArray(query.queryKey[0]) && query.queryKey[0][0] === 'cv' });
      const left = Object.values(store.get());
      if (sent > 0 && !left.some((entry) => entry.edits.length > 0)) toast.show('success', m.cv_held_sent());
      if (left.some(sendable)) retry = setTimeout(() => setAttempt((count) => count + 1), retryAfterMs);
    });
    return () => clearTimeout(retry);
  }, [online, waiting, attempt, store, queryClient, toast]);
  return null;
}
