import type { AssetFetcher } from '../../worker/http/assets';

/** The built SPA's index.html as the tests need it: the page the worker fills with a job's or company's head. */
export const spaPage =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Kar</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

/** Static assets with only that page: `/` answers it, anything else is missing. */
export const spaAssets: AssetFetcher = {
  fetch: async (request) =>
    new URL(request.url).pathname === '/'
      ? new Response(spaPage, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
      : new Response('missing', { status: 404 }),
};
