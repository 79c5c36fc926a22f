import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { success } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { routeDocs } from '../../openapi/route-doc';

/** 200 only when the database answers, so a load balancer or uptime check sees real health. */
export const healthRest = new Hono<AppEnv>().get(
  '/',
  routeDocs('Health')({ summary: '200 when the database answers', access: 'public', reply: { data: ['database'] } }),
  async (c) => {
    try {
      await c.get('deps').db.run(sql`select 1`);
    } catch (error) {
      throw new AppError('database_unavailable', { cause: error });
    }
    c.header('Cache-Control', 'no-store');
    return success(c, 'OK', { database: 'up' });
  },
);
