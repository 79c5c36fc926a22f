import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { readBody } from '../../http/validation';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { companyContactSchema, companyLinkedinSchema, companyMissionSchema, companyValuesSchema, updateCompanyProfileSchema } from './companies.schemas';
import { companiesService } from './companies.service';
import { routeDocs } from '../../openapi/route-doc';

const doc = routeDocs('Company');

/** The company's own profile (the REST contract's "Company" calls; docs/product.md#the-profile). */
export const companyRest = new Hono<AppEnv>()
  .get('/profile', doc({ summary: "The company's profile", access: 'company', reply: { code: 'profile_loaded', data: ['company'] } }), async (c) => {
    const auth = requireAuth(c.get('auth'), 'company');
    return reply(c, 'profile_loaded', { company: await companiesService(requestInfoOf(c)).profile(auth.user.id) });
  })
  // The REST contract's `POST /company/profile?_method=put` (multipart, for the logo; docs/product.md#where-kar-differs-from-specmd); PUT works too.
  .on(
    ['POST', 'PUT'],
    '/profile',
    doc({
      summary: 'Update the profile (also POST with `?_method=put`, for clients that send only GET and POST)',
      access: 'company',
      body: updateCompanyProfileSchema,
      files: { logo: 'A new logo (an image).' },
      reply: { code: 'profile_updated', data: ['company'] },
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'company');
      const { fields, files } = await readBody(c, updateCompanyProfileSchema);
      const company = await companiesService(requestInfoOf(c)).update(auth, fields, files.logo);
      return reply(c, 'profile_updated', { company });
    },
  )
  .patch(
    '/profile/mission',
    doc({ summary: 'Update the mission', access: 'company', body: companyMissionSchema, reply: { code: 'profile_updated', data: ['company'] } }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'company');
      const { fields } = await readBody(c, companyMissionSchema);
      return reply(c, 'profile_updated', { company: await companiesService(requestInfoOf(c)).update(auth, fields) });
    },
  )
  .patch(
    '/profile/values',
    doc({ summary: 'Update the values', access: 'company', body: companyValuesSchema, reply: { code: 'profile_updated', data: ['company'] } }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'company');
      const { fields } = await readBody(c, companyValuesSchema);
      return reply(c, 'profile_updated', { company: await companiesService(requestInfoOf(c)).update(auth, fields) });
    },
  )
  .patch(
    '/profile/linkedin',
    doc({ summary: 'Update the LinkedIn address', access: 'company', body: companyLinkedinSchema, reply: { code: 'profile_updated', data: ['company'] } }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'company');
      const { fields } = await readBody(c, companyLinkedinSchema);
      return reply(c, 'profile_updated', { company: await companiesService(requestInfoOf(c)).update(auth, fields) });
    },
  )
  .post(
    '/profile/update-contact',
    doc({ summary: 'Update the contact details', access: 'company', body: companyContactSchema, reply: { code: 'contact_updated', data: ['company'] } }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'company');
      const { fields } = await readBody(c, companyContactSchema);
      return reply(c, 'contact_updated', { company: await companiesService(requestInfoOf(c)).update(auth, fields) });
    },
  );
