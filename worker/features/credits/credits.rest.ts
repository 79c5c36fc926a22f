import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { routeDocs } from '../../openapi/route-doc';
import { jobsService } from '../jobs/jobs.service';
import { creditsService } from './credits.service';

/** `GET /company-credit` (docs/product.md#credits): the balance and the newest ledger rows. */
const doc = routeDocs('Jobs');

export const creditsRest = new Hono<AppEnv>().get(
  '/company-credit',
  doc({
    summary: "The company's credit balance and ledger",
    description: 'One credit is spent per published job. Approved companies only.',
    access: 'company',
    reply: { code: 'credits_loaded', data: ['credits'] },
  }),
  async (c) => {
    const auth = requireAuth(c.get('auth'), 'company');
    const companyId = await jobsService(requestInfoOf(c)).approvedCompany(auth);
    return reply(c, 'credits_loaded', { credits: await creditsService(c.get('deps')).credits(companyId) });
  },
);
