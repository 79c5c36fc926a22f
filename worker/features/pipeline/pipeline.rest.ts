import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { idParam, readBody, readQuery } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { applicantsQuerySchema, bulkMoveMax, bulkMoveSchema, noteInputSchema, ratingInputSchema, stageMoveSchema } from './pipeline.schemas';
import { pipelineService } from './pipeline.service';

const doc = routeDocs('Hiring');
const company = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'company');
const service = (c: Context<AppEnv>) => pipelineService(requestInfoOf(c));
const own = "Only the company's own jobs and applications (another company's ids answer 404); approved companies only.";

/** The company's applicant pipeline (issue 13; docs/product.md#hiring-pipeline). */
export const pipelineRest = new Hono<AppEnv>()
  .get(
    '/company/jobs/:id{[0-9]+}/applications',
    doc({
      summary: 'The applicants of a job',
      description: `The board's and the table's rows: \`stage\` filters, \`sort\` is newest, oldest, rating, match (requirements ticked of total) or name; \`min_rating\`, \`full_match\` and \`q\` (name or e-mail) narrow. \`counts\` gives every stage's total for the whole job and \`job\` its openings and hires. Keyset-paged (\`cursor\`, \`limit\` 1–50, \`next_cursor\`). ${own}`,
      access: 'company',
      query: applicantsQuerySchema,
      reply: { code: 'applicants_loaded', data: ['job', 'applicants', 'counts', 'next_cursor'] },
      errors: [404],
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'applicants_loaded', { ...(await service(c).applicants(auth, idParam(c), readQuery(c, applicantsQuerySchema))) });
    },
  )
  .get(
    '/company/applications/:id{[0-9]+}',
    doc({
      summary: 'An applicant, for the applicant panel',
      description: `The application with its statement, the job's requirements marked ticked or not, the stage history and the company's private notes and rating (never shown to the seeker). ${own}`,
      access: 'company',
      reply: { code: 'application_loaded', data: ['application'] },
      errors: [404],
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'application_loaded', { application: await service(c).detail(auth, idParam(c)) });
    },
  )
  .patch(
    '/company/applications/:id{[0-9]+}',
    doc({
      summary: 'Move an applicant to a stage',
      description: `Any stage, forward, back or skipping, except the seeker's own \`withdrawn\`. Rejecting needs a \`reason\` from the list (and \`note\` with \`other\`). A withdrawn application or the stage it is in answers 409. The seeker is e-mailed for interview, offer, hired and (when the company's setting is on) not selected. \`move.batch_id\` undoes it. ${own}`,
      access: 'company',
      body: stageMoveSchema,
      reply: { code: 'application_moved', data: ['application', 'move'] },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = company(c);
      const { fields } = await readBody(c, stageMoveSchema);
      return reply(c, 'application_moved', { ...(await service(c).move(auth, idParam(c), fields)) });
    },
  )
  .post(
    '/company/applications/bulk',
    doc({
      summary: 'Move or reject many applicants at once',
      description: `1 to ${bulkMoveMax} ids in one batch (more: 422). Applications that cannot move (another company's, withdrawn, already there) are listed in \`skipped\`; one \`batch_id\` undoes them all.`,
      access: 'company',
      body: bulkMoveSchema,
      reply: { code: 'applications_moved', data: ['batch_id', 'moved', 'skipped', 'stage'] },
    }),
    async (c) => {
      const auth = company(c);
      const { fields } = await readBody(c, bulkMoveSchema);
      return reply(c, 'applications_moved', { ...(await service(c).bulk(auth, fields)) });
    },
  )
  .post(
    '/company/applications/moves/:batch{[0-9a-fA-F-]{36}}/undo',
    doc({
      summary: 'Undo a move or a bulk move',
      description:
        "Moves back the applications of the batch that are still where it left them (the others are `skipped`), as a new batch that can be undone in turn. An unknown or another company's batch answers 404.",
      access: 'company',
      reply: { code: 'moves_undone', data: ['batch_id', 'moved', 'skipped'] },
      errors: [404],
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'moves_undone', { ...(await service(c).undo(auth, c.req.param('batch'))) });
    },
  )
  .post(
    '/company/applications/:id{[0-9]+}/notes',
    doc({
      summary: 'Add a private note on an applicant',
      description: `1–2000 characters; the author and time are kept. Never shown to the seeker. ${own}`,
      access: 'company',
      body: noteInputSchema,
      reply: { code: 'note_added', data: ['note'], status: 201 },
      errors: [404],
    }),
    async (c) => {
      const auth = company(c);
      const { fields } = await readBody(c, noteInputSchema);
      return reply(c, 'note_added', { note: await service(c).addNote(auth, idParam(c), fields) }, 201);
    },
  )
  .put(
    '/company/applications/:id{[0-9]+}/rating',
    doc({
      summary: 'Rate an applicant 1–5 (null clears it)',
      description: `Private to the company. ${own}`,
      access: 'company',
      body: ratingInputSchema,
      reply: { code: 'rating_saved', data: ['application'] },
      errors: [404],
    }),
    async (c) => {
      const auth = company(c);
      const { fields } = await readBody(c, ratingInputSchema);
      return reply(c, 'rating_saved', { application: await service(c).rate(auth, idParam(c), fields) });
    },
  );
