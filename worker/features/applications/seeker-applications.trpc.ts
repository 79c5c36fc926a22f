import { z } from 'zod';
import { protectedProcedure, t } from '../../trpc/init';
import { applicationsQuerySchema } from './applications.schemas';
import { seekerApplicationsService } from './seeker-applications.service';

const byId = z.object({ id: z.number().int().positive() });
const seeker = () => protectedProcedure('account');

/** The tRPC twins of seeker-applications.rest.ts (the `.ics` file stays REST): the same service, the same rules. */
export const seekerApplicationsTrpc = t.router({
  list: seeker()
    .input(applicationsQuerySchema.prefault({}))
    .query(({ ctx, input }) => seekerApplicationsService(ctx.request).list(ctx.auth, input)),
  withdraw: seeker()
    .input(byId)
    .mutation(({ ctx, input }) => seekerApplicationsService(ctx.request).withdraw(ctx.auth, input.id)),
  offers: seeker().query(({ ctx }) => seekerApplicationsService(ctx.request).offers(ctx.auth)),
  acceptOffer: seeker()
    .input(byId)
    .mutation(({ ctx, input }) => seekerApplicationsService(ctx.request).accept(ctx.auth, input.id)),
  declineOffer: seeker()
    .input(byId)
    .mutation(({ ctx, input }) => seekerApplicationsService(ctx.request).decline(ctx.auth, input.id)),
  interviews: seeker().query(({ ctx }) => seekerApplicationsService(ctx.request).interviews(ctx.auth)),
  dashboard: seeker().query(({ ctx }) => seekerApplicationsService(ctx.request).dashboard(ctx.auth)),
});
