import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { idParam, readBody, readQuery } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { matchService } from './match.service';
import { answerBankSchema, matchQuerySchema } from './match.schemas';
import { screeningService } from './screening.service';

const seeker = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account');
const doc = routeDocs('Matching');

/** docs/product.md#matching-and-screening: how a seeker matches a job, and their answer bank. */
export const matchingRest = new Hono<AppEnv>()
  .get(
    '/jobs/:id{[0-9]+}/match',
    doc({
      summary: 'How the seeker matches a job',
      description:
        'Every requirement with met, missed or unknown and what the CV says (docs/decisions/0015). `cv_id` picks a CV; the default CV otherwise. `data.match` is null when the seeker has no CV yet.',
      access: 'account',
      query: matchQuerySchema,
      reply: { code: 'match_loaded', data: ['match', 'cv_id'] },
      errors: [404, 410],
    }),
    async (c) => {
      const auth = seeker(c);
      const { cv_id } = readQuery(c, matchQuerySchema);
      return reply(c, 'match_loaded', { ...(await matchService(requestInfoOf(c)).ofJob(auth, idParam(c), cv_id ?? null)) });
    },
  )
  .get(
    '/account/screening-answers',
    doc({
      summary: "The seeker's answer bank",
      description: 'Answers to questions that mean the same in every job (driving licence, …), offered pre-filled when a job asks again.',
      access: 'account',
      reply: { code: 'screening_answers_loaded', data: ['answers'] },
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'screening_answers_loaded', { answers: await screeningService(requestInfoOf(c)).bank(auth.user.id) });
    },
  )
  .put(
    '/account/screening-answers',
    doc({
      summary: 'Keep or change the answer bank',
      description: 'Replaces the bank: a key left out is forgotten. A value of the wrong kind for its key is 422.',
      access: 'account',
      body: answerBankSchema,
      reply: { code: 'screening_answers_saved', data: ['answers'] },
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields } = await readBody(c, answerBankSchema);
      return reply(c, 'screening_answers_saved', { answers: await screeningService(requestInfoOf(c)).saveBank(auth.user.id, fields.answers) });
    },
  );
