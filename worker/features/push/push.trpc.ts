import { protectedProcedure, publicProcedure, t } from '../../trpc/init';
import { noticeChannelsInputSchema, pushEndpointSchema, pushSubscriptionSchema } from './push.schemas';
import { pushService } from './push.service';

const member = () => protectedProcedure('account', 'company');

/** The tRPC twins of push.rest.ts: the same service, the same rules. */
export const pushTrpc = t.router({
  publicKey: publicProcedure.query(({ ctx }) => pushService(ctx.request).publicKey()),
  subscribe: member()
    .input(pushSubscriptionSchema)
    .mutation(({ ctx, input }) => pushService(ctx.request).subscribe(ctx.auth, input)),
  unsubscribe: member()
    .input(pushEndpointSchema)
    .mutation(async ({ ctx, input }) => {
      await pushService(ctx.request).unsubscribe(ctx.auth, input);
      return { code: 'push_unsubscribed' as const };
    }),
  channels: member().query(({ ctx }) => pushService(ctx.request).channels(ctx.auth)),
  saveChannels: member()
    .input(noticeChannelsInputSchema)
    .mutation(({ ctx, input }) => pushService(ctx.request).saveChannels(ctx.auth, input)),
});
