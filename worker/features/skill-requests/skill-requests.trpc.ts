import { z } from 'zod';
import { protectedProcedure, t } from '../../trpc/init';
import { adminWriter } from '../admin/admin-writer.middleware';
import { skillRequestsAdminService } from './skill-requests-admin.service';
import {
  adminSkillRequestsQuerySchema,
  ownSkillRequestsQuerySchema,
  skillApprovalSchema,
  skillRejectionSchema,
  skillRequestInputSchema,
} from './skill-requests.schemas';
import { skillRequestsService } from './skill-requests.service';

const target = z.object({ id: z.number().int().positive() });
const company = () => protectedProcedure('company');

/** The tRPC twins of skill-requests.rest.ts: the same services, the same rules. */
export const skillRequestsTrpc = t.router({
  ask: company()
    .input(skillRequestInputSchema)
    .mutation(({ ctx, input }) => skillRequestsService(ctx.request).ask(ctx.auth, input)),
  own: company()
    .input(ownSkillRequestsQuerySchema.prefault({}))
    .query(({ ctx, input }) => skillRequestsService(ctx.request).list(ctx.auth, input)),
  withdraw: company()
    .input(target)
    .mutation(async ({ ctx, input }) => {
      await skillRequestsService(ctx.request).withdraw(ctx.auth, input.id);
      return { code: 'skill_request_withdrawn' as const };
    }),
  queue: protectedProcedure('admin')
    .input(adminSkillRequestsQuerySchema.prefault({}))
    .query(({ ctx, input }) => skillRequestsAdminService(ctx.request).list(input)),
  approve: adminWriter()
    .input(target.extend(skillApprovalSchema.shape))
    .mutation(({ ctx, input }) => skillRequestsAdminService(ctx.request).approve(ctx.auth, input.id, input)),
  reject: adminWriter()
    .input(target.extend(skillRejectionSchema.shape))
    .mutation(({ ctx, input }) => skillRequestsAdminService(ctx.request).reject(ctx.auth, input.id, input)),
});
