import { protectedProcedure, t } from '../../trpc/init';
import { telegramLinksService } from './telegram-links.service';

const seeker = () => protectedProcedure('account');

/** The tRPC twins of telegram.rest.ts's seeker routes (the webhook is Telegram's, REST only). */
export const telegramTrpc = t.router({
  state: seeker().query(({ ctx }) => telegramLinksService(ctx.request).state(ctx.auth)),
  start: seeker().mutation(({ ctx }) => telegramLinksService(ctx.request).start(ctx.auth)),
  unlink: seeker().mutation(async ({ ctx }) => {
    await telegramLinksService(ctx.request).unlink(ctx.auth);
    return { code: 'telegram_unlinked' as const };
  }),
});
