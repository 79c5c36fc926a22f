import { z } from 'zod';

/** A session named in a path: the random id of its row (worker/features/auth/sessions.service.ts). */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid');
export const sessionIdInputSchema = z.object({ id: sessionIdSchema });

const deviceSchema = z.object({
  browser: z.enum(['edge', 'samsung', 'opera', 'firefox', 'chrome', 'safari', 'other']),
  os: z.enum(['android', 'ios', 'windows', 'macos', 'linux', 'chromeos', 'other']),
  mobile: z.boolean(),
});

/** One signed-in device on the account's security page. */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: deviceSchema,
  city: z.string().nullable(),
  country: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
