import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../../http/context';
import { success } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validation';
import { listLookupNames, lookupNameSchema, skillSearchSchema } from './lookups.schemas';
import { lookupsService } from './lookups.service';
import { routeDocs } from '../../openapi/route-doc';

/** The lists change only with a deploy; a short shared cache spares the database. */
const cacheControl = 'public, max-age=300';
/**
 * Skills also grow when an admin approves a company's skill request (worker/features/skill-requests/): a cache
 * revalidates each time, by the reply's ETag (304 when nothing changed), so a skill just added is found at once.
 */
const skillsCacheControl = 'public, no-cache';

const doc = routeDocs('Lookups');

export const lookupsRest = new Hono<AppEnv>()
  .use('/skills', etag())
  .get(
    '/skills',
    doc({ summary: 'Skills whose name matches `search`', access: 'public', query: skillSearchSchema, reply: { data: ['skills'] }, errors: [422] }),
    validate('query', skillSearchSchema),
    async (c) => {
      const skills = await lookupsService(c.get('deps')).searchSkills(c.req.valid('query'), c.get('locale'));
      c.header('Cache-Control', skillsCacheControl);
      return success(c, 'OK', { skills });
    },
  )
  .get(
    '/:name',
    doc({
      summary: "One list of choices, names in the request's language",
      access: 'public',
      pathValues: { name: listLookupNames },
      reply: {
        data: {
          type: 'object',
          description: 'The list under its own name: `data.cities`, `data.genders`, …',
          additionalProperties: { type: 'array', items: { $ref: '#/components/schemas/LookupItem' } },
        },
      },
      errors: [404],
    }),
    async (c) => {
      const parsed = lookupNameSchema.safeParse(c.req.param('name'));
      if (!parsed.success) throw new AppError('unknown_lookup');
      const items = await lookupsService(c.get('deps')).list(parsed.data, c.get('locale'));
      c.header('Cache-Control', cacheControl);
      return success(c, 'OK', { [parsed.data]: items });
    },
  );
