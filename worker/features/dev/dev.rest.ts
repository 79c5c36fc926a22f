import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { success } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { listDevMessages } from '../../platform/outbox';

/** Development-only tools; every path answers 404 in any other environment. */
export const devRest = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.get('deps').environment !== 'development') throw new AppError('not_found');
    await next();
  })
  .get('/mail', async (c) => {
    c.header('Cache-Control', 'no-store');
    return success(c, 'OK', { messages: await listDevMessages(c.get('deps').db) });
  });
