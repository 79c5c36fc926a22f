import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { userTypes } from '../../../worker/features/admin/admin.schemas';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { AdminHeading, ListState, LoadMore } from './admin-ui';
import { AdminLink } from './AdminLayout';
import { companyStatusLabel } from './CompaniesPage';

type UserType = (typeof userTypes)[number];
const typeLabels: Record<UserType, () => string> = { account: m.adm_type_account, company: m.adm_type_company, admin: m.adm_type_admin };
export const userTypeLabel = (type: UserType) => typeLabels[type]();

/** /admin/users: seekers and companies found by e-mail or name. */
export function UsersPage() {
  const trpc = useTRPC();
  const [typed, setTyped] = useState('');
  const [type, setType] = useState<UserType | ''>('');
  const [filters, setFilters] = useState<{ q?: string; type?: UserType }>({});
  const query = useInfiniteQuery(trpc.admin.users.infiniteQueryOptions(filters, { getNextPageParam: (page) => page.next_cursor ?? undefined }));
  const users = query.data?.pages.flatMap((page) => page.users) ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...(typed.trim() ? { q: typed.trim() } : {}), ...(type ? { type } : {}) });
  };

  return (
    <>
      <AdminHeading>{m.adm_users_title()}</AdminHeading>
      <form onSubmit={search} className="grid items-end gap-2 sm:grid-cols-[1fr_12rem_auto]" role="search">
        <TextField label={m.adm_name_or_email()} name="q" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <SelectField
          label={m.adm_user_type()}
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as UserType | '')}
          options={[{ value: '', label: m.adm_any() }, ...userTypes.map((value) => ({ value, label: userTypeLabel(value) }))]}
        />
        <Button type="submit" variant="secondary">
          {m.adm_search()}
        </Button>
      </form>
      <ListState loading={query.isPending} error={query.error} empty={users.length === 0} emptyText={m.adm_users_empty()} onRetry={() => void query.refetch()}>
        <ul className="flex flex-col gap-2" data-testid="admin-users">
          {users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3">
              <div className="flex min-w-0 flex-col">
                <AdminLink to={`users/${user.id}`} className="font-semibold text-brand-700 underline">
                  {user.name ?? user.email}
                </AdminLink>
                <span className="text-sm text-slate-700" dir="ltr">
                  {user.email}
                </span>
              </div>
              <div className="flex flex-wrap gap-1 text-xs font-medium">
                <span className="rounded-full bg-slate-100 px-2 py-1 text-slate-800">{userTypeLabel(user.type)}</span>
                {user.company_status && <span className="rounded-full bg-slate-100 px-2 py-1 text-slate-800">{companyStatusLabel(user.company_status)}</span>}
                {user.disabled && <span className="rounded-full bg-red-100 px-2 py-1 text-red-900">{m.adm_disabled_badge()}</span>}
                {user.password_change_required && <span className="rounded-full bg-amber-100 px-2 py-1 text-amber-900">{m.adm_reset_badge()}</span>}
              </div>
            </li>
          ))}
        </ul>
        <LoadMore show={query.hasNextPage} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
      </ListState>
    </>
  );
}
