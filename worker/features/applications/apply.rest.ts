import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { fileResponse } from '../../http/file-response';
import { idParam, readBody, validationError } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { hiringSettingsService } from './applicant-notices';
import { type ApplicationFileKind, applicationFilesService } from './application-files.service';
import { applyFieldsSchema, hiringSettingsSchema, type ApplyFields } from './applications.schemas';
import { submitApplication } from './apply.service';

const doc = routeDocs('Applying');
const fileKinds = ['cv', 'statement-file'] as const satisfies readonly ApplicationFileKind[];
const anyFields = z.record(z.string(), z.unknown());
const qualificationField = 'job_qualification_ids';

/**
 * The REST contract's `job_qualification_ids` (docs/product.md#applying-signed-in) as repeated fields,
 * `job_qualification_ids[]` fields, one comma-separated value or (JSON) a list; readBody keeps one value per field, so
 * the list is read from the parsed body itself.
 */
async function qualificationIdsOf(c: Context<AppEnv>, jsonFields: Record<string, unknown>): Promise<unknown[]> {
  const isForm = /multipart\/form-data|application\/x-www-form-urlencoded/.test(c.req.header('content-type') ?? '');
  const values: unknown[] = [];
  if (isForm) {
    const body = await c.req.parseBody({ all: true });
    for (const name of [qualificationField, `${qualificationField}[]`]) {
      const value = body[name];
      values.push(...(Array.isArray(value) ? value : value === undefined ? [] : [value]));
    }
  } else {
    const value = jsonFields[qualificationField];
    values.push(...(Array.isArray(value) ? value : value === undefined ? [] : [value]));
  }
  return values.flatMap((value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [value],
  );
}

async function readApplyFields(c: Context<AppEnv>): Promise<{ fields: ApplyFields; statementFile: File | undefined }> {
  const { fields, files } = await readBody(c, anyFields);
  const parsed = applyFieldsSchema.safeParse({ ...fields, [qualificationField]: await qualificationIdsOf(c, fields) });
  if (!parsed.success) throw validationError(parsed.error.issues, c.get('locale'));
  return { fields: parsed.data, statementFile: files.personal_statement_file };
}

/** Applying (issue 12): the signed-in submit, the frozen files, and the company's notice setting. */
export const applyRest = new Hono<AppEnv>()
  .post(
    '/account/jobs/apply',
    doc({
      summary: 'Apply to a job',
      description:
        "Multipart (or JSON without a file). `job_qualification_ids` may repeat, end in `[]` or be comma-separated. One application per job (409 `already_applied`); a job that is not open answers 409 `job_not_open`; another user's CV or an unknown job 404; a draft CV, requirement ids of another job, no requirement ticked when the job has some, or neither statement nor file: 422.",
      access: 'account',
      body: applyFieldsSchema,
      files: { personal_statement_file: 'The personal statement as a PDF, DOC or DOCX file, up to 10 MB.' },
      reply: { code: 'application_submitted', data: ['application'], status: 201 },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account');
      const { fields, statementFile } = await readApplyFields(c);
      const application = await submitApplication(requestInfoOf(c), auth.user.id, fields, statementFile);
      return reply(c, 'application_submitted', { application }, 201);
    },
  )
  .get(
    `/company/applications/:id{[0-9]+}/:kind{${fileKinds.join('|')}}`,
    doc({
      summary: "An applicant's frozen CV or statement file",
      description:
        "The CV as it was sent: the uploaded file, or the PDF of a CV made in Kar (rendered from its frozen data on first read if needed). Only for an application to one of the company's own jobs (404 otherwise), and only while the company is approved (403 `company_not_approved` otherwise, as for the applicant panel).",
      access: 'company',
      pathValues: { kind: fileKinds },
      reply: { pdf: true },
      errors: [404],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'company');
      return fileResponse(await applicationFilesService(requestInfoOf(c)).forCompany(auth, idParam(c), c.req.param('kind') as ApplicationFileKind));
    },
  )
  .get(
    `/account/applications/:id{[0-9]+}/:kind{${fileKinds.join('|')}}`,
    doc({
      summary: 'The CV or statement file of one of my applications, as sent',
      access: 'account',
      pathValues: { kind: fileKinds },
      reply: { pdf: true },
      errors: [404],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account');
      return fileResponse(await applicationFilesService(requestInfoOf(c)).forSeeker(auth, idParam(c), c.req.param('kind') as ApplicationFileKind));
    },
  )
  .get(
    '/company/hiring-settings',
    doc({ summary: 'How the company hears of new applicants', access: 'company', reply: { code: 'hiring_settings_loaded', data: ['settings'] } }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'company');
      return reply(c, 'hiring_settings_loaded', { settings: await hiringSettingsService(c.get('deps')).get(auth.user.id) });
    },
  )
  .put(
    '/company/hiring-settings',
    doc({
      summary: 'Change how the company hears of new applicants',
      description: '`applicant_notice`: `each` (one mail per applicant, the default), `daily` (a digest at 05:00 UTC) or `none`.',
      access: 'company',
      body: hiringSettingsSchema,
      reply: { code: 'hiring_settings_saved', data: ['settings'] },
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'company');
      const { fields } = await readBody(c, hiringSettingsSchema);
      return reply(c, 'hiring_settings_saved', { settings: await hiringSettingsService(c.get('deps')).save(auth.user.id, fields) });
    },
  );
