import { publicProcedure, t } from '../../trpc/init';
import { lookupListInput, skillSearchSchema } from './lookups.schemas';
import { lookupsService } from './lookups.service';

export const lookupsTrpc = t.router({
  list: publicProcedure.input(lookupListInput).query(({ ctx, input }) => lookupsService(ctx.deps).list(input.name, ctx.locale)),
  skills: publicProcedure.input(skillSearchSchema).query(({ ctx, input }) => lookupsService(ctx.deps).searchSkills(input, ctx.locale)),
});
