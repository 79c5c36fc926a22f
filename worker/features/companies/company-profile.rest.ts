import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { idParam, readBody, readQuery } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { clearSessionCookie, requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { companyClosureService } from './company-closure.service';
import { companyDocumentsService } from './company-documents.service';
import { additionalInfoSchema, attachmentsPageSchema, businessProfileSchema, closeCompanySchema } from './company-profile.schemas';
import { companyProfileService } from './company-profile.service';

const doc = routeDocs('Company');
const company = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'company');
const noFields = z.object({});
const approvedOnly =
  'Also for a company waiting for approval or rejected (it prepares or corrects its profile); a suspended one gets 403 `company_not_approved`.';
const logoRule =
  "JPG, PNG or GIF (read from the bytes, 415 otherwise), at most 2,000,000 bytes (413 'Attachment size is too big, select another one'); cropped to a square by the client.";

/** The rest of the REST contract's company profile calls (issue 13, docs/product.md#the-profile): the optional panel, the business profile, documents, logo, closing. */
export const companyProfileRest = new Hono<AppEnv>()
  .post(
    '/companies',
    doc({
      summary: 'Update the business profile',
      description: `The company profile's rules: legal name and organisation type (\`sector_id\`) required ('Please fill all required fields'), a valid website if any ('Write a valid URL'; left out clears it), headquarters, company type and employee count chosen, and the phone. A new logo may come along: ${logoRule} ${approvedOnly}`,
      access: 'company',
      body: businessProfileSchema,
      files: { logo: 'A new logo (an image).' },
      reply: { code: 'profile_updated', data: ['company'] },
    }),
    async (c) => {
      const auth = company(c);
      const { fields, files } = await readBody(c, businessProfileSchema);
      return reply(c, 'profile_updated', { company: await companyProfileService(requestInfoOf(c)).updateBusinessProfile(auth, fields, files.logo) });
    },
  )
  .post(
    '/companies/update-additional-info',
    doc({
      summary: 'Save the optional panel (description, LinkedIn, mission, values)',
      description: `The four tabs as a whole, each text in English, Sorani (\`_ckb\`) and Arabic (\`_ar\`): a field left out or empty is cleared. Rich texts are at most 20,000 characters and sanitised on write. ${approvedOnly}`,
      access: 'company',
      body: additionalInfoSchema,
      reply: { code: 'profile_updated', data: ['company'] },
    }),
    async (c) => {
      const auth = company(c);
      const { fields } = await readBody(c, additionalInfoSchema);
      return reply(c, 'profile_updated', { company: await companyProfileService(requestInfoOf(c)).updateAdditionalInfo(auth, fields) });
    },
  )
  .get(
    '/companies/attachments',
    doc({
      summary: "The company's documents",
      description: `Newest first, keyset-paged (\`cursor\`, \`limit\` 1–50, \`next_cursor\`). Each has its id, name, type, size, download \`url\` and time. ${approvedOnly}`,
      access: 'company',
      query: attachmentsPageSchema,
      reply: {
        code: 'attachments_loaded',
        data: {
          type: 'object',
          properties: { attachments: { type: 'array', items: { type: 'object' } }, next_cursor: { type: ['string', 'null'] } },
          required: ['attachments', 'next_cursor'],
        },
      },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'attachments_loaded', { ...(await companyDocumentsService(requestInfoOf(c)).list(auth, readQuery(c, attachmentsPageSchema))) });
    },
  )
  .post(
    '/companies/attachments',
    doc({
      summary: 'Add a document (a registration certificate, a licence)',
      description: `Multipart with \`file\`: PDF, JPG or PNG (read from the bytes, 415 otherwise), at most 10 MB (413 'Attachment size is too big, select another one'); at most 20 documents (409). ${approvedOnly}`,
      access: 'company',
      body: noFields,
      files: { file: 'The document.' },
      fileRequired: true,
      reply: { code: 'attachment_uploaded', data: ['attachment'], status: 201 },
      errors: [409],
    }),
    async (c) => {
      const auth = company(c);
      const { files } = await readBody(c, noFields);
      return reply(c, 'attachment_uploaded', { attachment: await companyDocumentsService(requestInfoOf(c)).upload(auth, files.file) }, 201);
    },
  )
  .delete(
    '/companies/attachments/:id{[0-9]+}',
    doc({
      summary: 'Remove a document',
      description: `Another company's document answers 404. ${approvedOnly}`,
      access: 'company',
      reply: { code: 'attachment_deleted' },
      errors: [404],
    }),
    async (c) => {
      const auth = company(c);
      await companyDocumentsService(requestInfoOf(c)).remove(auth, idParam(c));
      return reply(c, 'attachment_deleted');
    },
  )
  .delete(
    '/companies/:id{[0-9]+}',
    doc({
      summary: "Close the company's account",
      description:
        "Only the signed-in company's own id (any other answers 404), confirmed with the current `password` (422 when wrong). Its sessions end and it can no longer sign in; its jobs close and leave search; its address, phone, texts, logo and documents are removed. Applications stay readable to their seekers, with the company's name.",
      access: 'company',
      body: closeCompanySchema,
      reply: { code: 'company_closed' },
      errors: [404],
    }),
    async (c) => {
      const auth = company(c);
      const { fields } = await readBody(c, closeCompanySchema);
      await companyClosureService(requestInfoOf(c)).close(auth, idParam(c), fields.password);
      clearSessionCookie(c);
      return reply(c, 'company_closed');
    },
  )
  .get(
    '/company-logos',
    doc({
      summary: "The company's logo",
      description: `\`data.logo\`: its \`url\` (versioned), content \`type\` and \`size\` in bytes, or null without a logo. ${approvedOnly}`,
      access: 'company',
      reply: { code: 'logo_loaded', data: { type: 'object', properties: { logo: { type: ['object', 'null'] } }, required: ['logo'] } },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'logo_loaded', { logo: await companyProfileService(requestInfoOf(c)).logo(auth) });
    },
  )
  .post(
    '/company-logos',
    doc({
      summary: 'Replace the logo',
      description: `Multipart with \`logo\`: ${logoRule} ${approvedOnly}`,
      access: 'company',
      body: noFields,
      files: { logo: 'The new logo.' },
      fileRequired: true,
      reply: { code: 'logo_updated', data: ['logo'] },
    }),
    async (c) => {
      const auth = company(c);
      const { files } = await readBody(c, noFields);
      return reply(c, 'logo_updated', { logo: await companyProfileService(requestInfoOf(c)).replaceLogo(auth, files.logo) });
    },
  );
