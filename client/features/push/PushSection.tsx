import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { trpcClient, useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { type BrowserPushState, browserPushState, subscribeBrowser, subscriptionBody } from './browser-push';

const browserKey = ['push', 'browser'] as const;

/**
 * This browser's state, with the server's copy kept in step: a subscription the browser still has is posted again
 * (the server may have dropped it, or the browser renewed it).
 */
async function syncedState(publicKey: string): Promise<BrowserPushState> {
  const state = await browserPushState(publicKey);
  if (state.kind === 'on') await trpcClient.push.subscribe.mutate(subscriptionBody(state.subscription)).catch(() => undefined);
  return state;
}

/**
 * "Notifications on this phone" (issue 28): turn Kar's pushes on or off for this browser. Where the browser has no
 * Push API, or this Kar has no push, the section says so instead of offering a button.
 */
export function PushSection() {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const server = useQuery(trpc.push.publicKey.queryOptions());
  const publicKey = server.data?.public_key ?? null;
  const browser = useQuery({
    queryKey: [...browserKey, publicKey],
    queryFn: () => syncedState(publicKey ?? ''),
    enabled: publicKey !== null,
    staleTime: Infinity,
  });
  const [busy, setBusy] = useState(false);

  const settle = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: browserKey }), queryClient.invalidateQueries(trpc.push.channels.pathFilter())]);
  };

  const turnOn = async () => {
    if (!publicKey) return;
    setBusy(true);
    try {
      const result = await subscribeBrowser(publicKey);
      if (result === 'denied') toast.show('error', m.push_blocked());
      else if (result === 'unsupported') toast.show('error', m.push_unsupported());
      else {
        await trpcClient.push.subscribe.mutate(subscriptionBody(result));
        toast.show('success', m.reply_push_subscribed());
      }
    } catch (error) {
      toast.show('error', error instanceof Error && 'data' in error ? problemOf(error).text : m.push_failed());
    } finally {
      setBusy(false);
      await settle();
    }
  };

  const turnOff = async (subscription: PushSubscription) => {
    setBusy(true);
    const { endpoint } = subscription;
    try {
      await subscription.unsubscribe();
      // Already gone on the server (404) is what was wanted.
      await trpcClient.push.unsubscribe.mutate({ endpoint }).catch(() => undefined);
      toast.show('success', m.reply_push_unsubscribed());
    } catch {
      toast.show('error', m.push_failed());
    } finally {
      setBusy(false);
      await settle();
    }
  };

  if (!server.data) return null;
  const state = browser.data;

  return (
    <section aria-labelledby="push-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="push-section">
      <h2 id="push-title" className="text-lg font-semibold">
        {m.push_section_title()}
      </h2>
      {!server.data.enabled ? (
        <p className="text-sm text-slate-700">{m.push_off_here()}</p>
      ) : !state ? (
        <p className="text-sm text-slate-600">{m.loading()}</p>
      ) : state.kind === 'unsupported' ? (
        <p className="text-sm text-slate-700">{m.push_unsupported()}</p>
      ) : state.kind === 'on' ? (
        <>
          <p className="text-sm text-slate-700" data-testid="push-on">
            {m.push_on_here()}
          </p>
          <Button variant="secondary" className="self-start" busy={busy} onClick={() => void turnOff(state.subscription)}>
            {m.push_turn_off()}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">{state.kind === 'denied' ? m.push_blocked() : m.push_intro()}</p>
          <Button className="self-start" busy={busy} disabled={state.kind === 'denied'} onClick={() => void turnOn()}>
            {m.push_turn_on()}
          </Button>
        </>
      )}
    </section>
  );
}
