import { z } from 'zod';

/** Bounds of a report: enough for a message and the top of a stack, not a channel for anything bigger. */
export const clientErrorLimits = { message: 500, where: 100, path: 300, stack: 4000, body: 8 * 1024 } as const;

const text = (max: number) => z.string({ error: 'v_invalid_value' }).max(max, { error: 'v_text_too_long' });

/**
 * What the web client sends when a part of a page failed to render (client/lib/report-error.ts): no user input, no
 * query string (a reset link's token lives there), only the error and where it happened.
 */
export const clientErrorSchema = z.object({
  message: text(clientErrorLimits.message).min(1, { error: 'v_invalid_value' }),
  where: text(clientErrorLimits.where),
  path: text(clientErrorLimits.path).regex(/^\//, { error: 'v_invalid_value' }),
  stack: text(clientErrorLimits.stack).optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
