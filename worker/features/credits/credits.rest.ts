import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../auth/context';
import { jobsService } from '../jobs/jobs.service';
import { creditsService } from './credits.service';

/** SPEC.md's `GET /company-credit`: the balance and the newest ledger rows. */
export const creditsRest = new Hono<AppEnv>().get('/company-credit', async (c) => {
  const auth = requireAuth(c.get('auth'), 'company');
  const companyId = await jobsService(requestInfoOf(c)).approvedCompany(auth);
  return reply(c, 'credits_loaded', { credits: await creditsService(c.get('deps')).credits(companyId) });
});
