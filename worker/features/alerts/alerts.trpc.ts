import { z } from 'zod';
import { protectedProcedure, publicProcedure, t } from '../../trpc/init';
import { alertInputSchema, alertUpdateSchema, visitorAlertSchema } from './alerts.schemas';
import { alertsService, visitorAlertsService } from './alerts.service';

const alertId = z.object({ id: z.number().int().positive() });
const seeker = () => protectedProcedure('account');

/** The tRPC twins of alerts.rest.ts: the same services, the same rules. */
export const alertsTrpc = t.router({
  list: seeker().query(({ ctx }) => alertsService(ctx.request).list(ctx.auth)),
  create: seeker()
    .input(alertInputSchema)
    .mutation(({ ctx, input }) => alertsService(ctx.request).create(ctx.auth, input)),
  update: seeker()
    .input(alertId.extend({ paused: z.boolean().optional(), frequency: alertUpdateSchema.shape.frequency }))
    .mutation(({ ctx, input }) =>
      alertsService(ctx.request).update(ctx.auth, input.id, alertUpdateSchema.parse({ paused: input.paused, frequency: input.frequency })),
    ),
  remove: seeker()
    .input(alertId)
    .mutation(({ ctx, input }) => alertsService(ctx.request).remove(ctx.auth, input.id)),
  subscribe: publicProcedure.input(visitorAlertSchema).mutation(({ ctx, input }) => visitorAlertsService(ctx.request).subscribe(input)),
});
