import { z } from 'zod';
import { protectedProcedure, t } from '../../trpc/init';
import { followersService } from './followers.service';
import { followSchema, pageSchema } from './notifications.schemas';
import { notificationsService } from './notifications.service';

/** Seekers and companies both have a bell; only seekers follow companies. */
const member = () => protectedProcedure('account', 'company');
const seeker = () => protectedProcedure('account');
const one = z.object({ id: z.number().int().positive() });

/** The tRPC twins of notifications.rest.ts: the same services, the same rules. */
export const notificationsTrpc = t.router({
  list: member()
    .input(pageSchema.prefault({}))
    .query(({ ctx, input }) => notificationsService(ctx.request).list(ctx.auth, input)),
  unread: member().query(({ ctx }) => notificationsService(ctx.request).unread(ctx.auth)),
  read: member()
    .input(one)
    .mutation(({ ctx, input }) => notificationsService(ctx.request).read(ctx.auth, input.id)),
  readAll: member().mutation(({ ctx }) => notificationsService(ctx.request).readAll(ctx.auth)),
  follows: t.router({
    list: seeker()
      .input(pageSchema.prefault({}))
      .query(({ ctx, input }) => followersService(ctx.request).list(ctx.auth, input)),
    status: seeker()
      .input(followSchema)
      .query(({ ctx, input }) => followersService(ctx.request).status(ctx.auth, input.company_id)),
    follow: seeker()
      .input(followSchema)
      .mutation(({ ctx, input }) => followersService(ctx.request).follow(ctx.auth, input.company_id)),
    unfollow: seeker()
      .input(followSchema)
      .mutation(({ ctx, input }) => followersService(ctx.request).unfollow(ctx.auth, input.company_id)),
  }),
});
