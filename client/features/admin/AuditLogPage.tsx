import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AuditEntry } from '../../../worker/features/admin/admin.schemas';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { numericInput, TextField } from '../../components/ui/TextField';
import { useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { AdminHeading, formatMoment, ListState, LoadMore } from './admin-ui';

const targets = ['company', 'job', 'report', 'user', 'program'] as const;
const targetLabels: Record<(typeof targets)[number], () => string> = { company: m.adm_target_company, job: m.adm_target_job, report: m.adm_target_report, user: m.adm_target_user, program: m.adm_target_program };
const targetLabel = (value: string) => (value in targetLabels ? targetLabels[value as (typeof targets)[number]]() : value);

interface Filters {
  action?: string;
  target_type?: string;
  target_id?: number;
  from?: string;
  to?: string;
}

/** The JSON of a before or after, short: `key: value` per line. */
const describe = (value: Record<string, unknown> | null) => (value ? Object.entries(value).map(([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`).join('\n') : '—');

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
      ...(draft.action.trim() ? { action: draft.action.trim() } : {}),
      ...(draft.target_type ? { target_type: draft.target_type } : {}),
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
        <TextField label={m.adm_audit_action()} name="action" ltr value={draft.action} onChange={set('action')} />
        <SelectField label={m.adm_audit_target()} name="target_type" value={draft.target_type} onChange={set('target_type')} options={[{ value: '', label: m.adm_any() }, ...targets.map((value) => ({ value, label: targetLabel(value) }))]} />
        <TextField label={m.adm_target_id()} name="target_id" {...numericInput} ltr value={draft.target_id} onChange={set('target_id')} />
        <TextField label={m.adm_audit_from()} name="from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label={m.adm_audit_to()} name="to" type="date" value={draft.to} onChange={set('to')} />
        <Button type="submit" variant="secondary">
          {m.adm_filter()}
        </Button>
      </form>
      <ListState loading={query.isPending} error={query.error} empty={entries.length === 0} emptyText={m.adm_audit_empty()} onRetry={() => void query.refetch()}>
        {/* Focusable, so that a keyboard can scroll the wide before/after columns (axe: scrollable-region-focusable). */}
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={m.adm_nav_audit()}>
          <table className="w-full text-start text-sm" data-testid="admin-audit">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {[m.adm_audit_when(), m.adm_audit_admin(), m.adm_audit_action(), m.adm_audit_target(), m.adm_audit_before(), m.adm_audit_after()].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 text-start font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-slate-200 align-top">
                  <td className="whitespace-nowrap px-3 py-2">{formatMoment(entry.created_at, locale)}</td>
                  <td className="px-3 py-2" dir="ltr">
                    {entry.admin_email}
                  </td>
                  <td className="px-3 py-2" dir="ltr">
                    {entry.action}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {targetLabel(entry.target_type)} #{entry.target_id}
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
