import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { requestInfoOf } from '../auth/context';
import { companiesService } from '../companies/companies.service';

/** User files. Company logos are public, like on any job board; everything else will check its owner here. */
export const filesRest = new Hono<AppEnv>().get('/company-logos/:userId{[0-9]+}', async (c) => {
  const blob = await companiesService(requestInfoOf(c)).logo(Number(c.req.param('userId')));
  if (!blob.contentType.startsWith('image/')) throw new AppError('not_found');
  return new Response(blob.body, {
    headers: {
      'Content-Type': blob.contentType,
      'Content-Length': String(blob.size),
      'Cache-Control': 'public, max-age=300',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
