import { usePasswordCheckedWrite } from '../../../components/ReauthProvider';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ProgramKind, ProgramStatus } from '../../../../db/schema/program-values';
import type { AdminProgramView } from '../../../../worker/features/programs/programs.schemas';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SelectField } from '../../../components/ui/SelectField';
import { useToast } from '../../../components/ui/Toast';
import { directionOf, useLocale } from '../../../lib/i18n';
import { problemOf } from '../../../lib/server-errors';
import { useTRPC } from '../../../lib/trpc';
import { m } from '../../../paraglide/messages';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import LoadProblem from '../../../components/LoadProblem';
import { categoryLabel, kindWords, statusLabel, statusTone, whenText } from '../program-format';
import { useInvalidatePrograms } from '../programs-api';
import { ProgramForm } from './ProgramForm';

const statuses: readonly ProgramStatus[] = ['draft', 'published', 'archived'];
const adminPaths = { program: '/admin/programs', event: '/admin/events' } as const;
const tabClass = 'inline-flex min-h-11 items-center rounded-lg px-4 py-2 text-sm font-semibold';

/** /admin/programs and /admin/events: every item of the kind, newest first; write, publish, archive, delete drafts. */
export function AdminProgramsPage({ kind }: { kind: ProgramKind }) {
  const trpc = useTRPC();
  const [status, setStatus] = useState<ProgramStatus | ''>('');
  const [editing, setEditing] = useState<AdminProgramView | 'new' | null>(null);
  const query = useInfiniteQuery(
    trpc.programs.admin.list.infiniteQueryOptions(
      { kind, limit: 20, ...(status ? { status } : {}) },
      { getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
  );
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="flex flex-col gap-6" aria-labelledby="admin-programs-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-programs-title" className="text-2xl font-bold">
          {kind === 'event' ? m.pe_admin_events_title() : m.pe_admin_programs_title()}
        </h1>
        <nav aria-label={m.pe_switch_label()} className="flex gap-2">
          {(['program', 'event'] as const).map((other) => (
            <Link
              key={other}
              to={adminPaths[other]}
              aria-current={other === kind ? 'page' : undefined}
              className={`${tabClass} ${other === kind ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
            >
              {kindWords[other].title()}
            </Link>
          ))}
        </nav>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-xs">
          <SelectField
            label={m.pe_filter_status()}
            value={status}
            onChange={(event) => setStatus(event.target.value as ProgramStatus | '')}
            placeholder={m.pe_filter_all()}
            options={statuses.map((value) => ({ value, label: statusLabel[value]() }))}
          />
        </div>
        <Button onClick={() => setEditing('new')}>{kind === 'event' ? m.pe_new_event() : m.pe_new_program()}</Button>
      </div>
      {query.isPending ? (
        <ul aria-busy="true" aria-label={m.loading()} className="flex flex-col gap-2">
          {[0, 1, 2].map((index) => (
            <li key={index} aria-hidden="true" className="h-24 animate-pulse rounded-xl border border-slate-200 bg-slate-100" />
          ))}
        </ul>
      ) : query.isError ? (
        <LoadProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={kindWords[kind].empty()} />
      ) : (
        <>
          <ul className="flex flex-col gap-2" data-testid="admin-programs">
            {items.map((item) => (
              <AdminRow key={item.id} item={item} onEdit={() => setEditing(item)} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="secondary" className="self-center" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {m.explore_load_more()}
            </Button>
          )}
        </>
      )}
      {editing && <ProgramForm kind={kind} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
    </section>
  );
}

/** One item with its state and what can be done with it now. */
function AdminRow({ item, onEdit }: { item: AdminProgramView; onEdit: () => void }) {
  const trpc = useTRPC();
  const locale = useLocale();
  const toast = useToast();
  const invalidate = useInvalidatePrograms();
  const [confirming, setConfirming] = useState(false);
  const checked = usePasswordCheckedWrite();
  const options = (done: string) => ({
    onSuccess: () => {
      toast.show('success', done);
      void invalidate();
    },
    // A password check asked for is answered in its own dialog, not as an error.
    onError: (error: unknown) => problemOf(error).code !== 'reauth_required' && toast.show('error', problemOf(error).text),
  });
  const isEvent = item.kind === 'event';
  const publish = useMutation(trpc.programs.admin.publish.mutationOptions(options(isEvent ? m.reply_event_published() : m.reply_program_published())));
  const archive = useMutation(trpc.programs.admin.archive.mutationOptions(options(isEvent ? m.reply_event_archived() : m.reply_program_archived())));
  const remove = useMutation(trpc.programs.admin.remove.mutationOptions(options(isEvent ? m.reply_event_deleted() : m.reply_program_deleted())));
  const busy = publish.isPending || archive.isPending || remove.isPending;
  const target = { kind: item.kind, id: item.id };
  const seats =
    item.capacity === null
      ? m.pe_registered_count({ count: item.registered_count })
      : m.pe_registered_of({ count: item.registered_count, capacity: item.capacity });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="admin-program-row">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className={`rounded-full px-2 py-0.5 font-semibold ${statusTone[item.status]}`}>{statusLabel[item.status]()}</span>
          <span className="font-semibold text-brand-800">{categoryLabel[item.category]()}</span>
        </p>
        <p className="font-semibold" lang={item.language} dir={directionOf(item.language)}>
          {item.title}
        </p>
        <p className="text-sm text-slate-700">{whenText(item.starts_at, item.ends_at, locale)}</p>
        <p className="text-xs text-slate-600">{seats}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          {m.pe_edit()}
        </Button>
        {item.status !== 'published' && (
          <Button busy={publish.isPending} disabled={busy} onClick={() => void checked(() => publish.mutateAsync(target)).catch(() => undefined)}>
            {m.pe_publish()}
          </Button>
        )}
        {item.status === 'published' && (
          <Button
            variant="secondary"
            busy={archive.isPending}
            disabled={busy}
            onClick={() => void checked(() => archive.mutateAsync(target)).catch(() => undefined)}
          >
            {m.pe_archive()}
          </Button>
        )}
        {item.status === 'draft' && (
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            {m.pe_delete()}
          </Button>
        )}
      </div>
      <ConfirmDialog
        confirmation={confirming ? { title: m.pe_delete_title(), text: m.pe_delete_body({ title: item.title }), confirm: m.pe_delete(), tone: 'danger' } : null}
        busy={remove.isPending}
        onConfirm={() =>
          void checked(() => remove.mutateAsync(target))
            .catch(() => undefined)
            .finally(() => setConfirming(false))
        }
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
