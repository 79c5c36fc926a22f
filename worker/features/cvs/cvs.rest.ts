import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { reply, success } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { fileResponse } from '../../http/file-response';
import { ifMatchVersion, versionTag } from '../../http/if-match';
import { idParam, invalidFields, readBody } from '../../http/validation';
import { requireApplyingAuth, requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { routeDocs } from '../../openapi/route-doc';
import { cvSectionDefinitions, cvSectionPaths, isCvSectionPath } from './cv-sections';
import { cvPdfRequestSchema, cvSkillsSchema, cvUploadSchema, personalInfoSchema } from './cvs.schemas';
import { cvPdfService } from './cv-pdf.service';
import { cvImportLookupsSchema, cvImportSchema, importListMaxItems, importSkillTextsMax } from './cv-import.schemas';
import { cvImportService } from './cv-import.service';
import { cvsService } from './cvs.service';

const anyFields = z.record(z.string(), z.unknown());
// The CV maker and uploads serve the unsigned apply too, so its placeholder account (e-mail not verified yet) may use
// them; sharing a CV publicly is not part of applying: verified seekers only (issue 23).
const seeker = (c: Context<AppEnv>) => requireApplyingAuth(c.get('auth'), 'account');
const verifiedSeeker = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account');
const doc = routeDocs('CVs');
const sectionItem = {
  access: 'account',
  pathValues: { section: cvSectionPaths },
  body: z.union(cvSectionPaths.map((path) => cvSectionDefinitions[path].schema)),
  files: { 'files[]': 'Attachments (references, awards, additional; repeat the field for several).' },
  errors: [404, 412],
} as const;
/** How the writes of a CV's content say which version they edit (issue 27). */
const ifMatchNote = 'Send `If-Match` with the `ETag` (or `cv.version`) of the CV you edited: a newer one answers 412 `cv_changed` with the CV as it is now.';

/** The REST contract's "CV" and "CV sections" calls, under /api/v1 (docs/product.md#cvs-and-the-cv-maker). */
export const cvsRest = new Hono<AppEnv>()
  .get('/account/cvs/account-cvs', doc({ summary: "The job seeker's CVs", access: 'account', reply: { code: 'cvs_loaded', data: ['cvs'] } }), async (c) => {
    const cvs = await cvsService(requestInfoOf(c)).list(seeker(c));
    return reply(c, 'cvs_loaded', { cvs });
  })
  .post(
    '/account/cvs/upload',
    doc({
      summary: 'Upload a CV file',
      access: 'account',
      body: cvUploadSchema,
      files: { file_path: 'The CV: PDF or Word, up to 10 MB (also accepted as `file`).' },
      fileRequired: true,
      reply: { code: 'cv_uploaded', data: ['cv'], status: 201 },
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields, files } = await readBody(c, cvUploadSchema);
      const file = files.file_path ?? files.file;
      if (!file) throw invalidFields(c.get('locale'), { file_path: 'v_upload_or_create' });
      const cv = await cvsService(requestInfoOf(c)).upload(auth, fields.name, file);
      return reply(c, 'cv_uploaded', { cv }, 201);
    },
  )
  .post(
    '/account/cvs/personal-info',
    doc({
      summary: 'Start a CV with its personal information',
      access: 'account',
      body: personalInfoSchema,
      files: { file_path: 'A photo (also accepted as `photo`).' },
      reply: { code: 'cv_saved', data: ['cv'], status: 201 },
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields, files } = await readBody(c, personalInfoSchema);
      const cv = await cvsService(requestInfoOf(c)).savePersonalInfo(auth, undefined, fields, files.file_path ?? files.photo);
      return reply(c, 'cv_saved', { cv }, 201);
    },
  )
  // The REST contract's `POST /account/cvs/personal-info/{cv_id}?_method=put` (docs/product.md#where-kar-differs-from-specmd); PUT works too.
  .on(
    ['POST', 'PUT'],
    '/account/cvs/personal-info/:cvId{[0-9]+}',
    doc({
      summary: "Update a CV's personal information (also POST with `?_method=put`, for clients that send only GET and POST)",
      access: 'account',
      body: personalInfoSchema,
      files: { file_path: 'A new photo (also accepted as `photo`).' },
      description: ifMatchNote,
      reply: { code: 'cv_saved', data: ['cv'] },
      errors: [404, 412],
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields, files } = await readBody(c, personalInfoSchema);
      const cv = await cvsService(requestInfoOf(c)).savePersonalInfo(auth, idParam(c, 'cvId'), fields, files.file_path ?? files.photo, ifMatchVersion(c));
      if (cv.version !== undefined) c.header('ETag', versionTag(cv.version));
      return reply(c, 'cv_saved', { cv });
    },
  )
  .get(
    '/account/cvs/:cvId{[0-9]+}',
    doc({
      summary: 'One CV with all its sections',
      description: "`ETag` is the CV's version, for the `If-Match` of the writes that follow.",
      access: 'account',
      reply: { code: 'cv_loaded', data: ['cv'] },
      errors: [404],
    }),
    async (c) => {
      const cv = await cvsService(requestInfoOf(c)).get(seeker(c), idParam(c, 'cvId'));
      if (cv.version !== undefined) c.header('ETag', versionTag(cv.version));
      return reply(c, 'cv_loaded', { cv });
    },
  )
  .get(
    '/account/cvs/:cvId{[0-9]+}/personal-info',
    doc({ summary: 'One CV (the personal-info path)', access: 'account', reply: { code: 'cv_loaded', data: ['cv'] }, errors: [404] }),
    async (c) => {
      const cv = await cvsService(requestInfoOf(c)).get(seeker(c), idParam(c, 'cvId'));
      return reply(c, 'cv_loaded', { cv });
    },
  )
  .patch(
    '/account/cvs/:cvId{[0-9]+}/default',
    doc({ summary: 'Make this CV the default', access: 'account', reply: { code: 'cv_default', data: ['cv'] }, errors: [404] }),
    async (c) => {
      const cv = await cvsService(requestInfoOf(c)).setDefault(seeker(c), idParam(c, 'cvId'));
      return reply(c, 'cv_default', { cv });
    },
  )
  .delete(
    '/account/cvs/:cvId{[0-9]+}/force-delete',
    doc({ summary: 'Delete a CV', access: 'account', reply: { code: 'cv_deleted' }, errors: [404] }),
    async (c) => {
      await cvsService(requestInfoOf(c)).remove(seeker(c), idParam(c, 'cvId'));
      return reply(c, 'cv_deleted');
    },
  )
  .delete(
    '/cvs/:cvId{[0-9]+}',
    doc({ summary: 'Delete a CV (the second path, kept for older clients)', access: 'account', reply: { code: 'cv_deleted' }, errors: [404] }),
    async (c) => {
      await cvsService(requestInfoOf(c)).remove(seeker(c), idParam(c, 'cvId'));
      return reply(c, 'cv_deleted');
    },
  )
  .post(
    '/account/cvs/:cvId{[0-9]+}/skills',
    doc({
      summary: "Set the CV's skills",
      description: ifMatchNote,
      access: 'account',
      body: cvSkillsSchema,
      reply: { code: 'cv_item_saved', data: ['cv_skill'] },
      errors: [404, 412],
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields } = await readBody(c, cvSkillsSchema);
      const cvSkill = await cvsService(requestInfoOf(c)).setSkills(auth, idParam(c, 'cvId'), fields.skill_ids, ifMatchVersion(c));
      return reply(c, 'cv_item_saved', { cv_skill: cvSkill });
    },
  )
  .delete(
    '/account/cvs/:cvId{[0-9]+}/skills/:skillId{[0-9]+}',
    doc({ summary: 'Remove a skill from the CV', description: ifMatchNote, access: 'account', reply: { code: 'cv_item_deleted' }, errors: [404, 412] }),
    async (c) => {
      await cvsService(requestInfoOf(c)).removeSkill(seeker(c), idParam(c, 'cvId'), idParam(c, 'skillId'), ifMatchVersion(c));
      return reply(c, 'cv_item_deleted');
    },
  )
  // Binary, so REST only (tRPC answers JSON).
  .post(
    '/account/cvs/:cvId{[0-9]+}/to-pdf',
    doc({
      summary: 'The CV as an A4 PDF',
      description: "In the CV's language unless `language` asks for another.",
      access: 'account',
      body: cvPdfRequestSchema,
      reply: { pdf: true },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields } = await readBody(c, cvPdfRequestSchema);
      return fileResponse(await cvPdfService(requestInfoOf(c)).render(auth, idParam(c, 'cvId'), fields));
    },
  )
  .get(
    '/cv-education/:itemId{[0-9]+}',
    doc({ summary: 'One education item', access: 'account', reply: { code: 'cv_loaded', data: ['education'] }, errors: [404] }),
    async (c) => {
      const auth = seeker(c);
      const education = await cvsService(requestInfoOf(c)).educationItem(auth, idParam(c, 'itemId'));
      return reply(c, 'cv_loaded', { education });
    },
  )
  .get(
    '/public/user/email/:email/user-id/:userId{[0-9]+}/cv/:cvId{[0-9]+}',
    doc({ summary: 'A CV its owner shared (the public link)', access: 'public', reply: { code: 'cv_loaded', data: ['cv'] }, errors: [404] }),
    async (c) => {
      const cv = await cvsService(requestInfoOf(c)).shared(c.req.param('email'), idParam(c, 'userId'), idParam(c, 'cvId'));
      return reply(c, 'cv_loaded', { cv });
    },
  )
  // The public link Kar hands out: POST makes a new token (the old one stops working), DELETE withdraws sharing.
  .post(
    '/account/cvs/:cvId{[0-9]+}/share-link',
    doc({
      summary: 'Make a new public link for the CV (the old one stops working)',
      access: 'account',
      reply: { code: 'cv_share_link_created', data: ['share_link'] },
      errors: [404],
    }),
    async (c) => {
      const link = await cvsService(requestInfoOf(c)).createLink(verifiedSeeker(c), idParam(c, 'cvId'));
      return reply(c, 'cv_share_link_created', { share_link: link });
    },
  )
  .delete(
    '/account/cvs/:cvId{[0-9]+}/share-link',
    doc({ summary: 'Stop sharing the CV', access: 'account', reply: { code: 'cv_share_link_revoked', data: ['share_link'] }, errors: [404] }),
    async (c) => {
      const link = await cvsService(requestInfoOf(c)).revokeLink(verifiedSeeker(c), idParam(c, 'cvId'));
      return reply(c, 'cv_share_link_revoked', { share_link: link });
    },
  )
  .get(
    '/public/cvs/:token',
    doc({ summary: 'A shared CV by its public link token', access: 'public', reply: { code: 'cv_loaded', data: ['cv'] }, errors: [404] }),
    async (c) => {
      const cv = await cvsService(requestInfoOf(c)).byToken(c.req.param('token'));
      return reply(c, 'cv_loaded', { cv });
    },
  )
  // A signed-out viewer's download: a GET, so a plain link saves it.
  .get(
    '/public/cvs/:token/pdf',
    doc({
      summary: 'A shared CV as an A4 PDF',
      description: "In the CV's language unless `?language=` asks for another.",
      access: 'public',
      reply: { pdf: true },
      errors: [404, 409],
    }),
    async (c) => {
      const language = cvPdfRequestSchema.shape.language.safeParse(c.req.query('language') || undefined);
      const reply = await cvPdfService(requestInfoOf(c)).renderShared(c.req.param('token'), language.success ? language.data : undefined);
      return fileResponse(reply);
    },
  )
  .post(
    '/account/cvs/:cvId{[0-9]+}/:section',
    doc({
      ...sectionItem,
      summary: 'Add an item to a CV section',
      description: `The body is the section's form; the reply names the item by section (\`data.education\`, \`data.cv_language\`, …). ${ifMatchNote}`,
      reply: { code: 'cv_item_saved', status: 201 },
    }),
    async (c) => {
      const auth = seeker(c);
      const section = c.req.param('section');
      if (!isCvSectionPath(section)) throw new AppError('not_found');
      const { fields, fileLists } = await readBody(c, anyFields);
      const item = await cvsService(requestInfoOf(c)).createItem(auth, idParam(c, 'cvId'), section, fields, fileLists.files ?? [], ifMatchVersion(c));
      return reply(c, 'cv_item_saved', { [cvSectionDefinitions[section].replyKey]: item }, 201);
    },
  )
  .on(
    ['PUT', 'POST'],
    '/account/cvs/:cvId{[0-9]+}/:section/:itemId{[0-9]+}',
    doc({ ...sectionItem, summary: 'Update an item of a CV section', description: ifMatchNote, reply: { code: 'cv_item_saved' } }),
    async (c) => {
      const auth = seeker(c);
      const section = c.req.param('section');
      if (!isCvSectionPath(section)) throw new AppError('not_found');
      const { fields, fileLists } = await readBody(c, anyFields);
      const item = await cvsService(requestInfoOf(c)).updateItem(
        auth,
        idParam(c, 'cvId'),
        section,
        idParam(c, 'itemId'),
        fields,
        fileLists.files ?? [],
        ifMatchVersion(c),
      );
      return reply(c, 'cv_item_saved', { [cvSectionDefinitions[section].replyKey]: item });
    },
  )
  .delete(
    '/account/cvs/:cvId{[0-9]+}/:section/:itemId{[0-9]+}',
    doc({
      summary: 'Delete an item of a CV section',
      access: 'account',
      description: ifMatchNote,
      pathValues: { section: cvSectionPaths },
      reply: { code: 'cv_item_deleted' },
      errors: [404, 412],
    }),
    async (c) => {
      const section = c.req.param('section');
      if (!isCvSectionPath(section)) throw new AppError('not_found');
      await cvsService(requestInfoOf(c)).removeItem(seeker(c), idParam(c, 'cvId'), section, idParam(c, 'itemId'), ifMatchVersion(c));
      return reply(c, 'cv_item_deleted');
    },
  )
  // docs/product.md#cv-import: the reviewed import as a new CV in one write; its original file, if kept, in a second call.
  .post(
    '/account/cvs/import/lookups',
    doc({
      summary: 'Match the names an imported file gives to the lookups',
      description: `JSON: \`cities\`, \`institutions\`, \`degrees\`, \`languages\` (at most ${importListMaxItems} texts each) and \`skills\` (at most ${importSkillTextsMax}), as the file writes them, in any of the three languages. Each answers its list in the same order: the item the text names (\`{ id, name }\`, the name in the reader's language) or null. Folded as the search folds; a whole name first, else the longest name found as whole words in the text. Nothing is stored.`,
      access: 'account',
      body: cvImportLookupsSchema,
      reply: { data: ['matches'] },
    }),
    async (c) => {
      seeker(c);
      const { fields } = await readBody(c, cvImportLookupsSchema);
      return success(c, 'OK', { matches: await cvImportService(requestInfoOf(c)).matchLookups(fields) });
    },
  )
  .post(
    '/account/cvs/import',
    doc({
      summary: 'Save a reviewed import as a new CV',
      description: `JSON: \`personal\` (as when a CV is created), \`work_experience\`, \`education\`, \`languages\`, \`skill_ids\`, \`awards\`, \`references\`, \`additional_info\` (each item as the CV maker's form for it takes it; lists of at most ${importListMaxItems}, skills at most 60). All is written at once or not at all; an error names its field by section and place (\`work_experience.2.from_date\`). The CV is a draft until enough sections are there, as any CV. The original file goes to \`POST /account/cvs/import/{id}/file\` afterwards.`,
      access: 'account',
      body: cvImportSchema,
      reply: { code: 'cv_imported', data: ['cv'], status: 201 },
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields } = await readBody(c, cvImportSchema);
      const cv = await cvImportService(requestInfoOf(c)).importCv(auth, fields);
      return reply(c, 'cv_imported', { cv }, 201);
    },
  )
  .post(
    '/account/cvs/import/:cvId{[0-9]+}/file',
    doc({
      summary: 'Keep the file a CV was imported from',
      description:
        "Multipart with `file`: PDF, DOC or DOCX (read from the bytes, 415 otherwise), at most 10 MB (413). Only a CV saved by `POST /account/cvs/import` takes one (404 otherwise); a second file replaces the first. The CV's `imported_file` then names it, for its owner only; it does not make the CV an uploaded one.",
      access: 'account',
      body: z.object({}),
      files: { file: 'The PDF or Word file the CV was imported from.' },
      fileRequired: true,
      reply: { code: 'cv_uploaded', data: ['cv', 'file'], status: 201 },
      errors: [404],
    }),
    async (c) => {
      const auth = seeker(c);
      const { files } = await readBody(c, z.object({}));
      if (!files.file) throw invalidFields(c.get('locale'), { file: 'v_cv_file_type' });
      const saved = await cvImportService(requestInfoOf(c)).attachImportFile(auth, idParam(c, 'cvId'), files.file);
      return reply(c, 'cv_uploaded', saved, 201);
    },
  );
