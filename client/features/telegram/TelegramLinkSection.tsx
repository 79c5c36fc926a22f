import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { formatDay } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';

/**
 * The notifications page's Telegram part (issue 28): link Kar's bot with a one-time link opened in Telegram, see that
 * it is linked, unlink in one tap. Hidden when Kar has no bot.
 */
export function TelegramLinkSection() {
  const trpc = useTRPC();
  const toast = useToast();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const state = useQuery(trpc.telegram.state.queryOptions());
  const [link, setLink] = useState<string>();
  // The per-kind choices say whether Telegram is linked too: both are read again.
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries(trpc.telegram.state.pathFilter()), queryClient.invalidateQueries(trpc.push.channels.pathFilter())]);
  const start = useMutation(
    trpc.telegram.start.mutationOptions({
      onSuccess: (started) => setLink(started.url),
      onError: (error) => toast.show('error', problemOf(error).text),
    }),
  );
  const unlink = useMutation(
    trpc.telegram.unlink.mutationOptions({
      onSuccess: () => {
        setLink(undefined);
        toast.show('success', m.reply_telegram_unlinked());
        void refresh();
      },
      onError: (error) => toast.show('error', problemOf(error).text),
    }),
  );
  if (!state.data?.available) return null;

  return (
    <section aria-labelledby="telegram-link-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="telegram-link-title" className="text-lg font-semibold">
        {m.tg_title()}
      </h2>
      {state.data.linked ? (
        <>
          <p className="text-sm text-slate-700" data-testid="telegram-linked">
            {m.tg_linked_since({ date: state.data.linked_at ? formatDay(state.data.linked_at, locale) : '' })}
          </p>
          <Button variant="secondary" className="self-start" busy={unlink.isPending} onClick={() => unlink.mutate()}>
            {m.tg_unlink()}
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">{m.tg_intro()}</p>
          {link ? (
            <div className="flex flex-wrap items-center gap-3">
              <a href={link} target="_blank" rel="noopener" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
                {m.tg_open()}
              </a>
              <Button variant="ghost" onClick={() => void refresh()}>
                {m.tg_done_check()}
              </Button>
            </div>
          ) : (
            <Button className="self-start" busy={start.isPending} onClick={() => start.mutate()}>
              {m.tg_link()}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
