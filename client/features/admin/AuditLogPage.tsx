import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AuditAction, AuditEntry, AuditTargetType } from '../../../worker/features/admin/admin.schemas';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { numericInput, TextField } from '../../components/ui/TextField';
import { useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { AdminHeading, baghdadZone, formatMoment, ListState, LoadMore } from './admin-ui';
import { actionLabel, actionOptions, AuditTarget, targetOptions } from './audit-labels';

interface Filters {
  action?: AuditAction;
  target_type?: AuditTargetType;
  target_id?: number;
  from?: string;
  to?: string;
}

/** The JSON of a before or after, short: `key: value` per line. */
const describe = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`)
        .join('\n')
    : '—';

/** /admin/audit-log: every admin write, newest first, filtered by action, target and days (read only). */
export function AuditLogPage() {
  const trpc = useTRPC();
  const locale = useLocale();
  const [draft, setDraft] = useState({ action: '', target_type: '', target_id: '', from: '', to: '' });
  const [filters, setFilters] = useState<Filters>({});
  const query = useInfiniteQuery(trpc.admin.auditLog.infiniteQueryOptions(filters, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
  const entries: AuditEntry[] = query.data?.pages.flatMap((page) => page.entries) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(draft.target_id);
    setFilters({
      // Both selects offer only the shared lists' values (or none).
      ...(draft.action ? { action: draft.action as AuditAction } : {}),
      ...(draft.target_type ? { target_type: draft.target_type as AuditTargetType } : {}),
      ...(Number.isInteger(id) && id > 0 ? { target_id: id } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
    });
  };
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));

  return (
    <>
      <AdminHeading>{m.adm_audit_title()}</AdminHeading>
      <form onSubmit={apply} className="grid items-end gap-2 sm:grid-cols-3 lg:grid-cols-6" role="search">
        <SelectField
          label={m.adm_audit_action()}
          name="action"
          value={draft.action}
          onChange={set('action')}
          options={[{ value: '', label: m.adm_any() }, ...actionOptions()]}
        />
        <SelectField
          label={m.adm_audit_target()}
          name="target_type"
          value={draft.target_type}
          onChange={set('target_type')}
          options={[{ value: '', label: m.adm_any() }, ...targetOptions()]}
        />
        <TextField label={m.adm_target_id()} name="target_id" {...numericInput} ltr value={draft.target_id} onChange={set('target_id')} />
        <TextField label={m.adm_audit_from()} name="from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label={m.adm_audit_to()} name="to" type="date" value={draft.to} onChange={set('to')} />
        <Button type="submit" variant="secondary">
          {m.adm_filter()}
        </Button>
      </form>
      <ListState
        loading={query.isPending}
        error={query.error}
        empty={entries.length === 0}
        emptyText={m.adm_audit_empty()}
        onRetry={() => void query.refetch()}
      >
        {/* Focusable, so that a keyboard can scroll the wide before/after columns (axe: scrollable-region-focusable). */}
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={m.adm_nav_audit()}>
          <table className="w-full text-start text-sm" data-testid="admin-audit">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {[m.adm_audit_when_zone(), m.adm_audit_admin(), m.adm_audit_action(), m.adm_audit_target(), m.adm_audit_before(), m.adm_audit_after()].map(
                  (heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 text-start font-semibold">
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-200 align-top">
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={entry.created_at}>{formatMoment(entry.created_at, locale)}</time>{' '}
                    <span dir="ltr" className="text-slate-600">
                      {baghdadZone}
                    </span>
                  </td>
                  <td className="px-3 py-2" dir="ltr">
                    {entry.admin_email}
                  </td>
                  <td className="px-3 py-2">
                    <span title={entry.action}>{actionLabel(entry.action)}</span>
                  </td>
                  <td className="px-3 py-2">
                    <AuditTarget entry={entry} />
                  </td>
                  <td className="whitespace-pre-line px-3 py-2 font-mono text-xs" dir="ltr">
                    {describe(entry.before)}
                  </td>
                  <td className="whitespace-pre-line px-3 py-2 font-mono text-xs" dir="ltr">
                    {describe(entry.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore show={query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
      </ListState>
    </>
  );
}
