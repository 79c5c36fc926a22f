import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { spaAssets as assets } from '../support/spa-assets';
import { addCredits, createJob, daysFrom, jobWorld, publishedJob, send, type JobWorld } from './jobs.support';

const origin = 'http://kar.test';
let world: JobWorld;
let site: ReturnType<typeof createApp>;
let smallSitemaps: ReturnType<typeof createApp>;
let companyId: number;
let pendingCompanyId: number;

beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 20);
  site = createApp(world.api.deps, { assets });
  smallSitemaps = createApp(world.api.deps, { assets, seo: { urlsPerSitemap: 2 } });
  const ids = await world.api.deps.db.all<{ id: number; email: string }>(sql`select id, email from users`);
  companyId = ids.find((row) => row.email === 'hr@zagros.example')?.id ?? 0;
  pendingCompanyId = ids.find((row) => row.email === 'wait@pending.example')?.id ?? 0;
}, 60_000);

async function page(path: string, app = site) {
  const response = await app.request(`${origin}${path}`, { headers: { Accept: 'text/html', 'Accept-Language': 'en' } });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const metaContent = (attribute: 'name' | 'property', key: string) =>
    [...head.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`, 'g'))].map((match) => decode(match[1] ?? ''));
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]*)" \/>/g)].map((match) => [match[2], decode(match[1] ?? '')]),
  );
  // JSON-LD closes the body, after the job's text (a crawler reads it anywhere).
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as JobPostingLd);
  return {
    response,
    html,
    head,
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => decode(match[1] ?? '')),
    meta: (key: string) => metaContent('name', key),
    og: (key: string) => metaContent('property', `og:${key}`),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((match) => decode(match[1] ?? '')),
    alternates,
    jsonLd,
  };
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_whole, code: string) => String.fromCharCode(Number(code)));

interface JobPostingLd {
  '@context': string;
  '@type': string;
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  directApply: boolean;
  identifier: { value: string };
  hiringOrganization: { '@type': string; name: string; logo?: string };
  jobLocation: { '@type': string; address: { '@type': string; addressLocality: string; addressRegion?: string; addressCountry: string } };
  jobLocationType?: string;
  applicantLocationRequirements?: { '@type': string; name: string };
  baseSalary?: { '@type': string; currency: string; value: { minValue?: number; maxValue?: number; value?: number; unitText: string } };
}

describe('job page heads', () => {
  it('give an open job its title, description, canonical, hreflang, Open Graph and JobPosting in its own language', async () => {
    const deadline = daysFrom(world.clock.now(), 30);
    const id = await publishedJob(world, { deadline });
    const view = await page(`/jobs/${id}`);
    expect(view.response.status).toBe(200);
    expect(view.response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(view.titles).toEqual(['Senior Backend Developer at Zagros Tech | Kar']);
    expect(view.meta('description')).toEqual(['Build APIs in Erbil.']);
    expect(view.meta('robots')).toEqual([]);
    expect(view.canonical).toEqual([`${origin}/jobs/${id}`]);
    expect(view.alternates).toEqual({
      en: `${origin}/jobs/${id}`,
      ckb: `${origin}/jobs/${id}?lang=ckb`,
      ar: `${origin}/jobs/${id}?lang=ar`,
      'x-default': `${origin}/jobs/${id}`,
    });
    expect(view.og('title')).toEqual(['Senior Backend Developer at Zagros Tech']);
    expect(view.og('description')).toEqual(['Build APIs in Erbil.']);
    expect(view.og('type')).toEqual(['website']);
    expect(view.og('url')).toEqual([`${origin}/jobs/${id}`]);
    expect(view.og('site_name')).toEqual(['Kar']);
    expect(view.og('locale')).toEqual(['en_US']);
    expect(view.og('image')).toEqual([]);

    expect(view.jsonLd).toHaveLength(1);
    const posting = view.jsonLd[0];
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Backend Developer',
      description: '<p>Build <strong>APIs</strong> in Erbil.</p>',
      validThrough: `${deadline}T23:59:59+03:00`,
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { value: String(id) },
      hiringOrganization: { '@type': 'Organization', name: 'Zagros Tech' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Erbil', addressRegion: 'Erbil Governorate', addressCountry: 'IQ' },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { minValue: 1500, maxValue: 2500, unitText: 'MONTH' } },
    });
    expect(new Date(posting?.datePosted ?? '').getTime()).toBe(world.clock.now().getTime());
    expect(posting?.jobLocationType).toBeUndefined();
  });

  it('name the city and site in the language a ?lang= variant asks for, with that variant as canonical', async () => {
    const id = await publishedJob(world);
    const view = await page(`/jobs/${id}?lang=ar`);
    expect(view.titles).toEqual(['Senior Backend Developer لدى Zagros Tech | كار']);
    expect(view.canonical).toEqual([`${origin}/jobs/${id}?lang=ar`]);
    // The preview shows the job as written: its language, not the variant's.
    expect(view.og('locale')).toEqual(['en_US']);
    expect(view.og('site_name')).toEqual(['كار']);
    expect(view.jsonLd[0]?.jobLocation.address).toMatchObject({ addressLocality: 'أربيل', addressRegion: 'محافظة أربيل', addressCountry: 'IQ' });
    // An unknown language is the page's own.
    expect((await page(`/jobs/${id}?lang=fr`)).canonical).toEqual([`${origin}/jobs/${id}`]);
  });

  it('address a Sorani job by its plain URL and its English variant with ?lang=en', async () => {
    const id = await publishedJob(world, { title: 'گەشەپێدەری وێب', language: 'ckb', description: '<p>کار لە سلێمانی &amp; هەولێر</p>', city_id: 2 });
    const view = await page(`/jobs/${id}`);
    expect(view.titles).toEqual(['گەشەپێدەری وێب لە Zagros Tech | کار']);
    expect(view.meta('description')).toEqual(['کار لە سلێمانی & هەولێر']);
    expect(view.og('locale')).toEqual(['cb_IQ']);
    expect(view.alternates).toMatchObject({ ckb: `${origin}/jobs/${id}`, en: `${origin}/jobs/${id}?lang=en`, 'x-default': `${origin}/jobs/${id}` });
    expect(view.jsonLd[0]?.jobLocation.address).toMatchObject({ addressLocality: 'سلێمانی', addressRegion: 'پارێزگای سلێمانی' });
  });

  it('leave the salary out when it is hidden and mark a remote job TELECOMMUTE within Iraq', async () => {
    const id = await publishedJob(world, { salary_visible: false, workplace: 'remote', job_type_id: 3 });
    const posting = (await page(`/jobs/${id}`)).jsonLd[0];
    expect(posting?.baseSalary).toBeUndefined();
    expect(posting).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'IQ' },
    });
  });

  it('cut a long description to about 155 characters of plain text', async () => {
    const words = Array.from({ length: 60 }, (_unused, index) => `word${index}`).join(' ');
    const id = await publishedJob(world, { description: `<ul><li>${words}</li></ul>` });
    const [description = ''] = (await page(`/jobs/${id}`)).meta('description');
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/^word0 word1 .* word\d+…$/);
  });

  it('keep a title that closes the script element inert, in the JSON-LD and in the attributes', async () => {
    const title = '</script><script>alert(1)</script> "quoted" & <b>';
    const id = await publishedJob(world, { title });
    const view = await page(`/jobs/${id}`);
    expect(view.html).not.toContain('<script>alert(1)');
    expect(view.html).not.toContain('<b>');
    // The JSON-LD and the job the app starts from (served-job.ts): two elements, each closed by its own end tag.
    expect([...view.html.matchAll(/<script/g)]).toHaveLength(2);
    expect([...view.html.matchAll(/<\/script>/g)]).toHaveLength(2);
    expect(view.jsonLd[0]?.title).toBe(title);
    expect(view.og('title')).toEqual([`${title} at Zagros Tech`]);
    expect(view.titles).toEqual([`${title} at Zagros Tech | Kar`]);
  });

  it('show a closed job as no longer open, noindex and without JSON-LD', async () => {
    const id = await publishedJob(world);
    expect((await send(world.api, 'POST', `/company/jobs/${id}/close`, { token: world.company })).status).toBe(200);
    const view = await page(`/jobs/${id}`);
    expect(view.response.status).toBe(200);
    expect(view.meta('robots')).toEqual(['noindex']);
    expect(view.meta('description')).toEqual(['No longer accepting applications. Build APIs in Erbil.']);
    expect(view.jsonLd).toEqual([]);
    expect(view.html).not.toContain('application/ld+json');
  });

  it('answer 404 with the SPA and noindex for a draft, an unknown id and a malformed id', async () => {
    const draft = await createJob(world);
    for (const path of [`/jobs/${draft}`, '/jobs/999999', '/jobs/abc', '/jobs/0', `/companies/${pendingCompanyId}`, '/companies/999999']) {
      const view = await page(path);
      expect(view.response.status, path).toBe(404);
      expect(view.html, path).toContain('<div id="root">');
      expect(view.meta('robots'), path).toEqual(['noindex']);
      expect(view.jsonLd, path).toEqual([]);
    }
  });

  it('leave other SPA pages as they were', async () => {
    const view = await page('/explore-jobs');
    expect(view.response.status).toBe(200);
    expect(view.titles).toEqual(['Kar']);
    expect(view.canonical).toEqual([]);
  });
});

describe('company page heads', () => {
  it('give an approved company its title, description, canonical and Open Graph', async () => {
    const view = await page(`/companies/${companyId}`);
    expect(view.response.status).toBe(200);
    expect(view.titles).toEqual(['Zagros Tech | Kar']);
    expect(view.meta('description')[0]).toBeTruthy();
    expect(view.canonical).toEqual([`${origin}/companies/${companyId}`]);
    expect(view.alternates).toMatchObject({ en: `${origin}/companies/${companyId}`, ar: `${origin}/companies/${companyId}?lang=ar` });
    expect(view.og('title')).toEqual(['Zagros Tech']);
    expect(view.og('url')).toEqual([`${origin}/companies/${companyId}`]);
    expect(view.jsonLd).toEqual([]);
    const kurdish = await page(`/companies/${companyId}?lang=ckb`);
    expect(kurdish.titles).toEqual(['Zagros Tech | کار']);
    expect(kurdish.og('locale')).toEqual(['cb_IQ']);
  });
});

describe('sitemap and robots.txt', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('list open jobs with lastmod and approved companies, never drafts, closed jobs or pending companies', async () => {
    const open = await publishedJob(world);
    const draft = await createJob(world);
    const closed = await publishedJob(world);
    await send(world.api, 'POST', `/company/jobs/${closed}/close`, { token: world.company });
    const response = await site.request(`${origin}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(xml);
    expect(urls).toContain(`${origin}/jobs/${open}`);
    expect(urls).toContain(`${origin}/companies/${companyId}`);
    expect(urls).not.toContain(`${origin}/jobs/${draft}`);
    expect(urls).not.toContain(`${origin}/jobs/${closed}`);
    expect(urls).not.toContain(`${origin}/companies/${pendingCompanyId}`);
    expect(xml).toContain(`<loc>${origin}/jobs/${open}</loc><lastmod>${world.clock.now().toISOString()}</lastmod>`);
  });

  it('become an index of id ranges past the per-file limit, each file listing its open jobs', async () => {
    const xml = await (await smallSitemaps.request(`${origin}/sitemap.xml`)).text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(xml);
    expect(files).toContain(`${origin}/sitemaps/companies-0.xml`);
    expect(files).toContain(`${origin}/sitemaps/jobs-0.xml`);
    const listed: string[] = [];
    for (const file of files.filter((url) => url?.includes('/sitemaps/jobs-'))) {
      const part = await smallSitemaps.request(file ?? '');
      expect(part.status).toBe(200);
      const urls = locs(await part.text());
      expect(urls.length).toBeLessThanOrEqual(2);
      listed.push(...urls.map(String));
    }
    const whole = locs(await (await site.request(`${origin}/sitemap.xml`)).text()).filter((url) => url?.includes('/jobs/'));
    expect(listed.sort()).toEqual(whole.map(String).sort());
    expect((await smallSitemaps.request(`${origin}/sitemaps/jobs-999.xml`)).status).toBe(404);
    expect((await smallSitemaps.request(`${origin}/sitemaps/other-0.xml`)).status).toBe(404);
  });

  it('serve robots.txt that allows the site, keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await site.request(`${origin}/robots.txt`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${origin}/sitemap.xml`]));
    for (const path of ['/api', '/account', '/company', '/dashboard', '/cv-maker', '/myApplications', '/dev']) expect(lines).toContain(`Disallow: ${path}`);
  });
});

describe('expired jobs', () => {
  // Last in the file: moving the clock expires every job made above.
  it('show an expired job without JSON-LD and drop it from the sitemap', async () => {
    const id = await publishedJob(world, { deadline: daysFrom(world.clock.now(), 1) });
    expect((await page(`/jobs/${id}`)).jsonLd).toHaveLength(1);
    world.clock.advance(2 * 86_400_000);
    const view = await page(`/jobs/${id}`);
    expect(view.response.status).toBe(200);
    expect(view.meta('robots')).toEqual(['noindex']);
    expect(view.jsonLd).toEqual([]);
    expect(await (await site.request(`${origin}/sitemap.xml`)).text()).not.toContain(`/jobs/${id}<`);
  });
});
