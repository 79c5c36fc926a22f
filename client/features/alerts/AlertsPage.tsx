import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { alertFrequencies, maxAlerts } from '../../../worker/features/alerts/alerts.schemas';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { SelectField } from '../../components/ui/SelectField';
import { useToast } from '../../components/ui/Toast';
import { problemOf, replyText } from '../../lib/server-errors';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { type AlertFrequency, filtersOfAlert, frequencyLabel, type JobAlert } from './alert-search';
import { AlertSummary } from './AlertSummary';

/**
 * A seeker who signed up with a mobile number has no e-mail address: their alerts reach them only in a linked
 * Telegram chat (issue 28). Until one of the two exists, the page says where to add it.
 */
function NowhereToSend() {
  const trpc = useTRPC();
  const { user } = useSession();
  const channels = useQuery({ ...trpc.push.channels.queryOptions(), enabled: user?.email === '' });
  const telegram = channels.data?.telegram;
  if (user?.email !== '' || !telegram || telegram.linked) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="alerts-nowhere">
      <p>{telegram.enabled ? m.al_no_address_telegram() : m.al_no_address()}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/account/security" className="font-semibold underline">
          {m.security_add_email()}
        </Link>
        {telegram.enabled && (
          <Link to="/notifications" className="font-semibold underline">
            {m.tg_link()}
          </Link>
        )}
      </p>
    </div>
  );
}

/** /dashboard/alerts: the seeker's job alerts and their e-mail settings (pause, how often, delete). */
export function AlertsPage() {
  const trpc = useTRPC();
  const alerts = useQuery(trpc.alerts.list.queryOptions());
  const list = alerts.data ?? [];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{m.al_page_title()}</h1>
        <p className="text-sm text-slate-600">{m.al_page_intro({ max: maxAlerts })}</p>
      </header>
      <NowhereToSend />
      {alerts.isPending ? (
        <ul className="flex flex-col gap-3" aria-busy="true" aria-label={m.loading()}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="h-28 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </ul>
      ) : alerts.isError ? (
        <EmptyState
          title={problemOf(alerts.error).text}
          action={
            <Button variant="secondary" onClick={() => void alerts.refetch()}>
              {m.dash_retry()}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          title={m.al_empty_title()}
          description={m.al_empty_description()}
          action={
            <Link
              to="/explore-jobs"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {m.al_page_explore_link()}
            </Link>
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="alert-count">
            {m.al_count({ count: list.length, max: maxAlerts })}
          </p>
          <ul className="flex flex-col gap-3" data-testid="alert-list">
            {list.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function AlertRow({ alert }: { alert: JobAlert }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.alerts.list.queryKey() });
  const update = useMutation(trpc.alerts.update.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.alerts.remove.mutationOptions({ onSettled: refresh }));
  const create = useMutation(trpc.alerts.create.mutationOptions({ onSettled: refresh }));
  const headingId = `alert-${alert.id}`;

  const fail = (error: unknown) => toast.show('error', problemOf(error).text);
  const change = (patch: { paused?: boolean; frequency?: AlertFrequency }) =>
    update.mutateAsync({ id: alert.id, ...patch }).then(() => toast.show('success', replyText('alert_updated') ?? ''), fail);
  const deleteAlert = () =>
    remove.mutateAsync({ id: alert.id }).then(() => {
      const { id: _id, paused: _paused, created_at: _created, ...input } = alert;
      // Undo saves the same search again (a new alert: its mails start from now).
      toast.show('success', replyText('alert_deleted') ?? '', { label: m.al_undo(), run: () => void create.mutateAsync(input).catch(fail) });
    }, fail);

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="alert-row"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <AlertSummary search={alert} headingId={headingId} />
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {alert.paused && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">{m.al_paused_badge()}</span>}
          <Link to="/explore-jobs" search={filtersOfAlert(alert)} className="font-semibold text-brand-700 hover:underline">
            {m.al_open_search()}
          </Link>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:shrink-0 sm:justify-end">
        <SelectField
          label={m.al_frequency_label()}
          options={alertFrequencies.map((value) => ({ value, label: frequencyLabel[value]() }))}
          value={alert.frequency}
          onChange={(event) => {
            const frequency = alertFrequencies.find((value) => value === event.target.value);
            if (frequency) void change({ frequency });
          }}
          disabled={update.isPending}
          data-testid="alert-frequency"
        />
        <Button
          variant="secondary"
          busy={update.isPending && update.variables?.paused !== undefined}
          onClick={() => void change({ paused: !alert.paused })}
          aria-describedby={headingId}
        >
          {alert.paused ? m.al_resume() : m.al_pause()}
        </Button>
        <Button
          variant="ghost"
          busy={remove.isPending}
          onClick={() => void deleteAlert()}
          aria-describedby={headingId}
          className="text-red-700 hover:bg-red-50"
        >
          {m.al_delete()}
        </Button>
      </div>
    </li>
  );
}
