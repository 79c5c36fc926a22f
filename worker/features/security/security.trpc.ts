import { protectedProcedure, t } from '../../trpc/init';
import { devicesService } from './devices.service';
import { sessionIdInputSchema } from './security.schemas';

const signedIn = () => protectedProcedure('account', 'company', 'admin');

/** The security page's calls (security.rest.ts is the REST twin). */
export const securityTrpc = t.router({
  sessions: signedIn().query(({ ctx }) => devicesService(ctx.request).list(ctx.auth)),
  endSession: signedIn()
    .input(sessionIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      await devicesService(ctx.request).end(ctx.auth, input.id);
      return { code: 'session_ended' as const };
    }),
  endOtherSessions: signedIn().mutation(async ({ ctx }) => ({
    code: 'other_sessions_ended' as const,
    ended: await devicesService(ctx.request).endOthers(ctx.auth),
  })),
});
