import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { EmptyState } from '../components/ui/EmptyState';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { m } from '../paraglide/messages';

const searchSchema = z.object({
  token: z.optional(z.string()),
  email: z.optional(z.string()),
  type: z.optional(z.enum(['account', 'company'])),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchSchema,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token, email, type } = Route.useSearch();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{m.page_reset_password()}</h1>
      {token && email && type ? <ResetPasswordForm token={token} email={email} type={type} /> : <EmptyState title={m.reset_link_incomplete()} />}
    </section>
  );
}
