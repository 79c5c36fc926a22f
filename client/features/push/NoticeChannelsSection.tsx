import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChannelKind, NoticeChannel, NoticeChannels } from '../../../worker/features/push/push.schemas';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';

const kindLabel: Record<ChannelKind, () => string> = {
  message: m.push_kind_message,
  interview_scheduled: m.push_kind_interview_scheduled,
  interview_changed: m.push_kind_interview_changed,
  interview_cancelled: m.push_kind_interview_cancelled,
  offer_received: m.push_kind_offer_received,
  offer_withdrawn: m.push_kind_offer_withdrawn,
  stage_changed: m.push_kind_stage_changed,
  new_applicant: m.push_kind_new_applicant,
  offer_accepted: m.push_kind_offer_accepted,
  offer_declined: m.push_kind_offer_declined,
  job_alert: m.push_kind_job_alert,
};

const channelLabel: Record<NoticeChannel, () => string> = {
  push: m.push_channel_push,
  telegram: m.channel_telegram,
  email: m.push_channel_email,
  none: m.push_channel_none,
};

/** Whether this Kar can deliver by the channel now (e-mail and "only in Kar" always). */
const channelOn = (data: NoticeChannels, channel: NoticeChannel) =>
  channel === 'push' ? data.push.enabled : channel === 'telegram' ? data.telegram.enabled : true;

/** The channels shown for a kind: push and Telegram only where this Kar has them (or, greyed out, where chosen before). */
function shownChannels(data: NoticeChannels, kind: ChannelKind): NoticeChannel[] {
  return (data.choices[kind] ?? []).filter((channel) => channelOn(data, channel) || data.channels[kind] === channel);
}

/**
 * How each kind of notice reaches the reader besides the bell (issue 28): a radio group per kind, saved as it changes
 * with a toast. What is being saved shows at once; a refusal puts the saved choice back.
 */
export function NoticeChannelsSection() {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const channels = useQuery(trpc.push.channels.queryOptions());
  const save = useMutation(
    trpc.push.saveChannels.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.push.channels.queryKey(), saved);
        toast.show('success', m.reply_notification_channels_saved());
      },
      onError: (error) => toast.show('error', problemOf(error).text),
    }),
  );
  const data = channels.data;
  if (!data) return null;

  const kinds = Object.keys(data.channels) as ChannelKind[];
  const shown = (kind: ChannelKind) => (save.isPending ? save.variables.channels[kind] : undefined) ?? data.channels[kind];
  const waitsForPhone = data.push.enabled && data.push.subscriptions === 0 && kinds.some((kind) => data.channels[kind] === 'push');
  const waitsForTelegram = data.telegram.enabled && !data.telegram.linked && kinds.some((kind) => data.channels[kind] === 'telegram');

  return (
    <section
      aria-labelledby="notice-channels-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="notice-channels"
    >
      <h2 id="notice-channels-title" className="text-lg font-semibold">
        {m.push_channels_title()}
      </h2>
      <p className="text-sm text-slate-700">{m.push_channels_intro()}</p>
      {waitsForPhone && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{m.push_channels_no_device()}</p>}
      {waitsForTelegram && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{m.push_channels_no_telegram()}</p>}
      <div className="flex flex-col divide-y divide-slate-200">
        {kinds.map((kind) => (
          <fieldset key={kind} className="py-3">
            <legend className="mb-2 text-sm font-medium text-slate-900">{kindLabel[kind]()}</legend>
            <div className="flex flex-wrap gap-2">
              {shownChannels(data, kind).map((channel) => (
                <label
                  key={channel}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-500"
                >
                  <input
                    type="radio"
                    name={`notice-channel-${kind}`}
                    value={channel}
                    checked={shown(kind) === channel}
                    disabled={!channelOn(data, channel)}
                    onChange={() => save.mutate({ channels: { [kind]: channel } })}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  <span className="text-sm">{channelLabel[channel]()}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
