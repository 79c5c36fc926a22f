import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PagePlaceholder } from '../features/shell/PagePlaceholder';
import { m } from '../paraglide/messages';

const searchSchema = z.object({
  token: z.string().optional(),
  email: z.string().optional(),
  type: z.enum(['account', 'company']).optional(),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchSchema,
  component: () => <PagePlaceholder title={m.page_reset_password()} />,
});
