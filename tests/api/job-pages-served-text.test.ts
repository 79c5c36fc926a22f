import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import type { AssetFetcher } from '../../worker/http/assets';
import { servedJobElementId } from '../../worker/shared/served-job';
import { addCredits, jobWorld, publishedJob, send, type JobWorld } from './jobs.support';

/** index.html's first-paint shell, cut to its two blocks: the home page's and every other page's skeleton. */
const spaPage = [
  '<!doctype html><html lang="en" dir="ltr"><head><title>Kar</title></head><body><div id="root"><main>',
  '<!--shell:home--><p>home headline</p><!--/shell:home-->',
  '<!--shell:page--><div class="skeleton" aria-hidden="true"></div><!--/shell:page-->',
  '</main></div></body></html>',
].join('');
const assets: AssetFetcher = {
  fetch: async (request) =>
    new URL(request.url).pathname === '/'
      ? new Response(spaPage, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
      : new Response('missing', { status: 404 }),
};

let world: JobWorld;
let site: ReturnType<typeof createApp>;

beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 10);
  site = createApp(world.api.deps, { assets });
}, 60_000);

async function served(path: string) {
  const response = await site.request(`http://kar.test${path}`, { headers: { Accept: 'text/html', 'Accept-Language': 'en' } });
  const html = await response.text();
  const main = html.slice(html.indexOf('<main>'), html.indexOf('</main>'));
  const data = new RegExp(`<script type="application/json" id="${servedJobElementId}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return { response, html, main, data: data ? (JSON.parse(data) as { locale: string; job: { id: number; title: string } }) : null };
}

/** The text a reader without scripts sees: tags dropped, entities of the escaped characters read back. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_whole, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ');

describe('a job page served with its text (issue 27)', () => {
  it('writes a Sorani job in its language in place of the skeleton: title, company, city, salary, description and requirements', async () => {
    const id = await publishedJob(world, {
      title: 'ئەندازیاری نەرمەکاڵا',
      description: '<p>دروستکردنی <strong>API</strong> لە هەولێر.</p>',
      language: 'ckb',
      requirements: ['تایپسکریپت', 'SQL'],
      salary_min: 1_500_000,
      salary_max: 2_000_000,
      salary_currency: 'IQD',
    });
    const page = await served(`/jobs/${id}`);
    expect(page.response.status).toBe(200);
    expect(page.main).not.toContain('skeleton');
    expect(page.main).toContain('<article class="mx-auto flex max-w-4xl flex-col gap-6" lang="ckb" dir="rtl">');
    expect(page.main).toMatch(/<h1 [^>]*lang="ckb" dir="rtl"[^>]*>ئەندازیاری نەرمەکاڵا<\/h1>/);
    expect(page.main).toContain('<p>دروستکردنی <strong>API</strong> لە هەولێر.</p>');
    const text = visibleText(page.main);
    expect(text).toContain('Zagros Tech');
    expect(text).toContain('تایپسکریپت');
    // Sorani labels, and the range as one left-to-right run so the lower bound stays on the left.
    expect(text).toContain('مووچە');
    expect(text).toContain('\u20661,500,000 – 2,000,000\u2069');
    expect(page.data?.locale).toBe('ckb');
    expect(page.data?.job).toMatchObject({ id, title: 'ئەندازیاری نەرمەکاڵا' });
  });

  it('escapes what the company typed and keeps only the stored, sanitised description markup', async () => {
    const id = await publishedJob(world, { title: 'Dev <img src=x onerror=alert(1)>', description: '<p>Safe</p><script>alert(2)</script>' });
    const page = await served(`/jobs/${id}`);
    expect(page.main).toContain('Dev &#60;img src=x onerror=alert(1)&#62;');
    expect(page.main).not.toContain('<script');
    expect(page.main).toContain('<p>Safe</p>');
    // The served JSON cannot end its own element early.
    expect(page.html.match(/<\/script>/g)?.length).toBe(page.html.match(/<script/g)?.length);
  });

  it('says a closed job is no longer open, and a language variant labels in its language while the job text stays as written', async () => {
    const id = await publishedJob(world, { title: 'Accountant' });
    const closed = await send(world.api, 'POST', `/company/jobs/${id}/close`, { token: world.company });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const page = await served(`/jobs/${id}?lang=ar`);
    expect(page.main).toContain('lang="ar" dir="rtl"');
    expect(page.main).toMatch(/<h1 [^>]*lang="en" dir="ltr"[^>]*>Accountant<\/h1>/);
    expect(visibleText(page.main)).toContain('هذه الوظيفة لم تعد متاحة');
    expect(page.data?.locale).toBe('ar');
  });

  it('keeps the skeleton on pages without their own text, and serves nothing of a job that is not public', async () => {
    const other = await served('/explore-jobs');
    expect(other.main).toContain('skeleton');
    expect(other.data).toBeNull();
    const missing = await served('/jobs/999999');
    expect(missing.response.status).toBe(404);
    expect(missing.main).toContain('skeleton');
    expect(missing.data).toBeNull();
  });
});
