import { z } from 'zod';
import { protectedProcedure, t } from '../../trpc/init';
import { messageInputSchema, messagesPageSchema } from './messages.schemas';
import { messagesService } from './messages.service';

const thread = z.object({ application_id: z.number().int().positive() });
/** Companies and seekers share the procedures: the session decides the side, as the REST paths do. */
const member = () => protectedProcedure('company', 'account');

/** The tRPC twins of messages.rest.ts: the same service, the same rules. */
export const messagesTrpc = t.router({
  inbox: member()
    .input(messagesPageSchema.prefault({}))
    .query(({ ctx, input }) => messagesService(ctx.request).inbox(ctx.auth, input)),
  unread: member().query(({ ctx }) => messagesService(ctx.request).unread(ctx.auth)),
  list: member()
    .input(thread.extend(messagesPageSchema.shape))
    .query(({ ctx, input }) => messagesService(ctx.request).list(ctx.auth, input.application_id, input)),
  send: member()
    .input(thread.extend(messageInputSchema.shape))
    .mutation(({ ctx, input }) => messagesService(ctx.request).send(ctx.auth, input.application_id, input)),
});
