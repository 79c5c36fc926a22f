import { z } from 'zod';
import { protectedProcedure, publicProcedure, t } from '../../trpc/init';
import { programRegistrationsService } from './program-registrations.service';
import { adminWriter } from '../admin/admin-writer.middleware';
import { programsAdminService } from './programs-admin.service';
import { adminProgramsQuerySchema, programInputSchema, programKinds, upcomingQuerySchema } from './programs.schemas';

const kind = z.object({ kind: z.enum(programKinds) });
const item = kind.extend({ id: z.number().int().positive() });
const admin = () => protectedProcedure('admin');
const seeker = () => protectedProcedure('account');

/** The tRPC twins of programs-admin.rest.ts (the image upload stays REST: multipart with progress). */
const adminProcedures = t.router({
  list: admin()
    .input(kind.extend(adminProgramsQuerySchema.shape))
    .query(({ ctx, input }) => programsAdminService(ctx.request, ctx.auth).list(input.kind, input)),
  get: admin()
    .input(item)
    .query(({ ctx, input }) => programsAdminService(ctx.request, ctx.auth).get(input.kind, input.id)),
  create: adminWriter()
    .input(z.object({ kind: z.enum(programKinds), fields: programInputSchema }))
    .mutation(({ ctx, input }) => programsAdminService(ctx.request, ctx.auth).create(input.kind, input.fields)),
  update: adminWriter()
    .input(item.extend({ fields: programInputSchema }))
    .mutation(({ ctx, input }) => programsAdminService(ctx.request, ctx.auth).update(input.kind, input.id, input.fields)),
  remove: adminWriter()
    .input(item)
    .mutation(({ ctx, input }) => programsAdminService(ctx.request, ctx.auth).remove(input.kind, input.id)),
  publish: adminWriter()
    .input(item)
    .mutation(({ ctx, input }) => programsAdminService(ctx.request, ctx.auth).publish(input.kind, input.id)),
  archive: adminWriter()
    .input(item)
    .mutation(({ ctx, input }) => programsAdminService(ctx.request, ctx.auth).archive(input.kind, input.id)),
  removeImage: adminWriter()
    .input(item)
    .mutation(({ ctx, input }) => programsAdminService(ctx.request, ctx.auth).removeImage(input.kind, input.id)),
});

/** The tRPC twins of programs.rest.ts: visitors browse, seekers register and cancel. */
export const programsTrpc = t.router({
  admin: adminProcedures,
  upcoming: publicProcedure
    .input(kind.extend(upcomingQuerySchema.shape))
    .query(({ ctx, input }) => programRegistrationsService(ctx.request).upcoming(input.kind, input, ctx.auth)),
  one: publicProcedure.input(item).query(({ ctx, input }) => programRegistrationsService(ctx.request).one(input.kind, input.id, ctx.auth)),
  mine: seeker()
    .input(kind)
    .query(({ ctx, input }) => programRegistrationsService(ctx.request).mine(ctx.auth, input.kind)),
  register: seeker()
    .input(item)
    .mutation(({ ctx, input }) => programRegistrationsService(ctx.request).register(ctx.auth, input.kind, input.id)),
  cancel: seeker()
    .input(item)
    .mutation(({ ctx, input }) => programRegistrationsService(ctx.request).cancel(ctx.auth, input.kind, input.id)),
});
