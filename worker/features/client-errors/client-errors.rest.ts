import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { readBody } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { clientErrorLimits, clientErrorSchema } from './client-errors.schemas';
import { clientErrorsService } from './client-errors.service';

const doc = routeDocs('Client errors');

/**
 * The web client's error boundaries report here what failed to render, so that a broken page shows in the Worker's
 * logs (`wrangler tail`, Workers Logs) and not only on the person's screen. Public (a visitor's page breaks too),
 * small (8 KiB, refused before it is read) and throttled by address before the body is read; answers 204.
 */
export const clientErrorsRest = new Hono<AppEnv>().post(
  '/client-errors',
  doc({
    summary: 'Report an error the web client met while rendering',
    description: 'At most 8 KiB; 30 reports per address in 10 minutes (then 429).',
    access: 'public',
    body: clientErrorSchema,
  }),
  bodyLimit({
    maxSize: clientErrorLimits.body,
    onError: () => {
      throw new AppError('request_too_large');
    },
  }),
  async (c) => {
    const service = clientErrorsService(c.get('deps'));
    await service.throttle(c.req.header('cf-connecting-ip') ?? 'local');
    const { fields } = await readBody(c, clientErrorSchema);
    service.record(fields, { userId: c.get('auth')?.user.id, userAgent: c.req.header('user-agent') ?? '', requestId: c.get('requestId') });
    return c.body(null, 204);
  },
);
