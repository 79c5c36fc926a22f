import { protectedProcedure } from '../../trpc/init';
import { requireRecentPassword } from './admin.middleware';

/**
 * Admin writes over tRPC: the password checked within 10 minutes, as over REST (shared with programs and events).
 * Apart from admin.middleware.ts so that the REST guards do not bring tRPC's init (which reads `process`) with them.
 */
export const adminWriter = () =>
  protectedProcedure('admin').use(({ ctx, next }) => next({ ctx: { ...ctx, auth: requireRecentPassword(ctx.auth, ctx.deps.clock) } }));
