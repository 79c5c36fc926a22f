// Pages fetched as link previews, uptime monitors, curl and crawlers fetch them (issue 23), under real `wrangler dev`:
// there the static-assets binding answers first, unlike the Node tests' stand-in (tests/api/pages-any-client.test.ts).
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { admin, publishedJob } from './jobs-support';
import { baseUrl, password, unique } from './support';

let jobId = 0;
let companyId = 0;
const title = `Preview ${Math.random().toString(36).slice(2, 8)} engineer`;

beforeAll(async () => {
  const email = unique('preview-company');
  const token = await signUpCompanyOverHttp(baseUrl, email, password, 'Preview Works');
  admin('approve-company', email);
  admin('grant-credits', email, '1');
  jobId = await publishedJob(token, { title });
  const job = (await (await fetch(`${baseUrl}/api/v1/jobs/${jobId}`)).json()) as { data: { job: { company: { id: number } } } };
  companyId = job.data.job.company.id;
}, 300_000);

interface Asked {
  method: 'GET' | 'HEAD';
  accept?: string;
}

/** node:http, not fetch: fetch always adds an Accept header, and "none at all" is one of the cases. */
function ask(path: string, { method, accept }: Asked): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${baseUrl}${path}`, { method, headers: accept ? { Accept: accept } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const askers: Array<{ name: string; init: Asked }> = [
  { name: 'Accept: */*', init: { method: 'GET', accept: '*/*' } },
  { name: 'no Accept', init: { method: 'GET' } },
  { name: 'HEAD', init: { method: 'HEAD' } },
];

describe.each(askers)('under wrangler dev, a page asked with $name', ({ name, init }) => {
  it('answers its HTML, the job page with its head', async () => {
    for (const path of ['/', `/jobs/${jobId}`, `/companies/${companyId}`, '/explore-jobs', '/events', '/programs']) {
      const response = await ask(path, init);
      expect(response.status, `${name} ${path}`).toBe(200);
      expect(response.type, path).toMatch(/^text\/html/);
      const html = response.body;
      if (init.method === 'HEAD') expect(html, path).toBe('');
      else expect(html, path).toContain('<div id="root">');
      if (path.startsWith('/jobs/') && init.method !== 'HEAD') expect(html).toContain(`<meta property="og:title" content="${title} at Preview Works" />`);
    }
  });

  it('leaves the API, files and missing assets a JSON 404', async () => {
    for (const path of ['/api/unknown', '/files/nothing/1', '/assets/missing-0000.js', '/missing.png']) {
      const response = await ask(path, init);
      expect(response.status, `${name} ${path}`).toBe(404);
      expect(response.type, path).toMatch(/^application\/json/);
    }
  });
});
