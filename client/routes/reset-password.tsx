import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '../components/ui/EmptyState';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { type SearchInput, searchChoice, searchText } from '../lib/search-params';
import { m } from '../paraglide/messages';
import { usePageTitle } from '../lib/page-titles';

export interface ResetLink {
  token?: string;
  email?: string;
  type?: 'account' | 'company';
}

function readResetLink(search: SearchInput): ResetLink {
  return { token: searchText(search.token), email: searchText(search.email), type: searchChoice(['account', 'company'], search.type) };
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: readResetLink,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  usePageTitle(m.page_reset_password);
  const { token, email, type } = Route.useSearch();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{m.page_reset_password()}</h1>
      {token && email && type ? <ResetPasswordForm token={token} email={email} type={type} /> : <EmptyState title={m.reset_link_incomplete()} />}
    </section>
  );
}
