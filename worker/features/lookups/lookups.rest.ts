import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { success } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validation';
import { lookupNameSchema, skillSearchSchema } from './lookups.schemas';
import { lookupsService } from './lookups.service';

/** Lookups change only with a deploy; a short shared cache spares the database. */
const cacheControl = 'public, max-age=300';

export const lookupsRest = new Hono<AppEnv>()
  .get('/skills', validate('query', skillSearchSchema), async (c) => {
    const skills = await lookupsService(c.get('deps')).searchSkills(c.req.valid('query'), c.get('locale'));
    c.header('Cache-Control', cacheControl);
    return success(c, 'OK', { skills });
  })
  .get('/:name', async (c) => {
    const parsed = lookupNameSchema.safeParse(c.req.param('name'));
    if (!parsed.success) throw new AppError('unknown_lookup');
    const items = await lookupsService(c.get('deps')).list(parsed.data, c.get('locale'));
    c.header('Cache-Control', cacheControl);
    return success(c, 'OK', { [parsed.data]: items });
  });
