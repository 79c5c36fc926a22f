import { z } from 'zod';
import { applyingProcedure, protectedProcedure, publicProcedure, t } from '../../trpc/init';
import type { CvSectionPath } from './cv-sections';
import { cvLocales } from './cvs.schemas';
import { cvImportLookupsSchema, cvImportSchema } from './cv-import.schemas';
import { cvImportService } from './cv-import.service';
import { cvsService } from './cvs.service';

const cvIdInput = z.object({ cv_id: z.number().int().positive() });
const sectionPaths = ['languages', 'education', 'work-experience', 'references', 'awards', 'additional-info'] as const satisfies readonly CvSectionPath[];
/** The version the write edits (REST's If-Match): a newer one answers 412 `cv_changed` (issue 27). */
const ifVersion = { if_version: z.number().int().positive().optional() };
const itemInput = cvIdInput.extend({ section: z.enum(sectionPaths), ...ifVersion });

/**
 * The CV calls that carry no files; files (photo, uploads, attachments) go through REST multipart. The placeholder of
 * an unsigned apply makes its CV here too (applyingProcedure); sharing one publicly needs a verified seeker.
 */
export const cvTrpc = t.router({
  list: applyingProcedure('account').query(({ ctx }) => cvsService(ctx.request).list(ctx.auth)),
  get: applyingProcedure('account')
    .input(cvIdInput.extend({ language: z.enum(cvLocales).optional() }))
    .query(({ ctx, input }) => cvsService(ctx.request).get(ctx.auth, input.cv_id, input.language)),
  setDefault: applyingProcedure('account')
    .input(cvIdInput)
    .mutation(({ ctx, input }) => cvsService(ctx.request).setDefault(ctx.auth, input.cv_id)),
  remove: applyingProcedure('account')
    .input(cvIdInput)
    .mutation(async ({ ctx, input }) => {
      await cvsService(ctx.request).remove(ctx.auth, input.cv_id);
      return { code: 'cv_deleted' as const };
    }),
  createItem: applyingProcedure('account')
    .input(itemInput.extend({ item: z.record(z.string(), z.unknown()) }))
    .mutation(({ ctx, input }) => cvsService(ctx.request).createItem(ctx.auth, input.cv_id, input.section, input.item, [], input.if_version)),
  updateItem: applyingProcedure('account')
    .input(itemInput.extend({ item_id: z.number().int().positive(), item: z.record(z.string(), z.unknown()) }))
    .mutation(({ ctx, input }) => cvsService(ctx.request).updateItem(ctx.auth, input.cv_id, input.section, input.item_id, input.item, [], input.if_version)),
  removeItem: applyingProcedure('account')
    .input(itemInput.extend({ item_id: z.number().int().positive() }))
    .mutation(async ({ ctx, input }) => {
      await cvsService(ctx.request).removeItem(ctx.auth, input.cv_id, input.section, input.item_id, input.if_version);
      return { code: 'cv_item_deleted' as const };
    }),
  setSkills: applyingProcedure('account')
    .input(cvIdInput.extend({ skill_ids: z.array(z.number().int().positive()).max(60), ...ifVersion }))
    .mutation(({ ctx, input }) => cvsService(ctx.request).setSkills(ctx.auth, input.cv_id, input.skill_ids, input.if_version)),
  createShareLink: protectedProcedure('account')
    .input(cvIdInput)
    .mutation(({ ctx, input }) => cvsService(ctx.request).createLink(ctx.auth, input.cv_id)),
  revokeShareLink: protectedProcedure('account')
    .input(cvIdInput)
    .mutation(({ ctx, input }) => cvsService(ctx.request).revokeLink(ctx.auth, input.cv_id)),
  sharedByToken: publicProcedure.input(z.object({ token: z.string().max(64) })).query(({ ctx, input }) => cvsService(ctx.request).byToken(input.token)),
  shared: publicProcedure
    .input(z.object({ email: z.string().max(254), user_id: z.number().int().positive(), cv_id: z.number().int().positive() }))
    .query(({ ctx, input }) => cvsService(ctx.request).shared(input.email, input.user_id, input.cv_id)),
  /** `POST /account/cvs/import/lookups`' twin: a read, but a mutation so that a hundred texts travel in a body, not a URL. */
  importLookups: applyingProcedure('account')
    .input(cvImportLookupsSchema)
    .mutation(({ ctx, input }) => cvImportService(ctx.request).matchLookups(input)),
  /** `POST /account/cvs/import`'s twin (docs/product.md#cv-import); the original file goes through REST. */
  import: applyingProcedure('account')
    .input(cvImportSchema)
    .mutation(({ ctx, input }) => cvImportService(ctx.request).importCv(ctx.auth, input)),
});
