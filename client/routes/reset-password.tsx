import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { PagePlaceholder } from '../features/shell/PagePlaceholder';
import { m } from '../paraglide/messages';

const searchSchema = z.object({
  token: z.optional(z.string()),
  email: z.optional(z.string()),
  type: z.optional(z.enum(['account', 'company'])),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchSchema,
  component: () => <PagePlaceholder title={m.page_reset_password()} />,
});
