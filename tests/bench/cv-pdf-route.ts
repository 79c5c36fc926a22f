// POST /api/v1/account/cvs/{id}/to-pdf on a running wrangler dev (the whole worker: session, D1 reads, the lazily
// loaded renderer and fonts, the PDF reply), with the en, ckb and ar fixtures entered through the API.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import { signUpSeekerOverHttp } from '../support/seeker-over-http.ts';
import { kib, markdownTable, medianP95, ms, type Row } from './figures.ts';

const locales: CvLocale[] = ['ckb', 'en', 'ar'];
const samples = Number(process.env.CV_PDF_SAMPLES ?? 20);
const fixture = (locale: CvLocale) => JSON.parse(readFileSync(`tests/fixtures/cvs/cv-${locale}.json`, 'utf8')) as CvDetail;

/** A CV like the fixture, made through the API by a new seeker whose interface is in `locale`; its id and token. */
async function cvThroughApi(baseUrl: string, locale: CvLocale): Promise<{ token: string; cvId: number }> {
  const token = await signUpSeekerOverHttp(baseUrl, `bench-${locale}-${Date.now()}@example.com`, 'Kar-Passw0rd!');
  const call = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale, Authorization: `Bearer ${token}` },
      // The fixtures hold null for empty optional fields; the API wants them left out.
      body: JSON.stringify(body, (_, value: unknown) => value ?? undefined),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: Record<string, { id: number }> };
  };
  const cv = fixture(locale);
  const { full_name, email, phone_num, location, address, title } = cv;
  const cvId = (
    await call('/account/cvs/personal-info', { full_name, email, phone_num: phone_num?.replace(/\s/g, ''), location, address, title, language: locale })
  ).data.cv?.id;
  if (!cvId) throw new Error('no CV id');
  for (const item of cv.educations) {
    const { field_of_study, url, description } = item;
    await call(`/account/cvs/${cvId}/education`, {
      institution_id: item.institution.id,
      city_id: item.city.id,
      degree_id: item.degree.id,
      field_of_study,
      start_date: Number(item.start_date.slice(0, 4)),
      end_date: Number(item.end_date.slice(0, 4)),
      url,
      description,
    });
  }
  for (const item of cv.work_experiences) {
    const { title: jobTitle, company, location: place, url, is_present, description } = item;
    await call(`/account/cvs/${cvId}/work-experience`, {
      title: jobTitle,
      company,
      location: place,
      url,
      is_present,
      description,
      from_date: item.from_date.slice(0, 7),
      to_date: item.to_date?.slice(0, 7),
    });
  }
  for (const item of cv.cv_languages)
    await call(`/account/cvs/${cvId}/languages`, { language_id: item.language.id, proficiency_level: item.proficiency_level });
  await call(`/account/cvs/${cvId}/skills`, { skill_ids: cv.cv_skills.map((skill) => skill.id) });
  for (const { name, title: role, organization, email: mail, phone, relationship, description } of cv.references) {
    await call(`/account/cvs/${cvId}/references`, {
      name,
      title: role,
      organization,
      email: mail,
      phone: phone.replace(/\s/g, ''),
      relationship,
      description: description ?? undefined,
    });
  }
  for (const { title: award, awards_or_certificates, organization, issued, expires, url, description } of cv.awards_and_certifications) {
    await call(`/account/cvs/${cvId}/awards`, {
      title: award,
      awards_or_certificates,
      organization,
      issued,
      expires,
      url: url ?? undefined,
      description: description ?? undefined,
    });
  }
  for (const item of cv.additional_info) {
    await call(`/account/cvs/${cvId}/additional-info`, {
      additional_type_id: item.additional_type.id,
      title: item.title,
      url: item.url,
      description: item.description ?? undefined,
    });
  }
  return { token, cvId };
}

async function timedPdf(baseUrl: string, token: string, cvId: number): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/account/cvs/${cvId}/to-pdf`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`to-pdf: ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

/**
 * Must run before anything else asks this server for a PDF: the first request is the one that loads the renderer.
 * One seeker per language keeps each under the route's limit (30 PDFs per person in 10 minutes).
 */
export async function benchCvPdfRoute(baseUrl: string): Promise<Row[]> {
  const made = new Map<CvLocale, { token: string; cvId: number }>();
  for (const locale of locales) made.set(locale, await cvThroughApi(baseUrl, locale));
  const firstCv = made.get('ckb');
  if (!firstCv) throw new Error('no ckb CV');
  const first = await timedPdf(baseUrl, firstCv.token, firstCv.cvId);
  const rows: Row[] = [
    {
      figure: 'POST /account/cvs/{id}/to-pdf: first PDF after start',
      value: ms(first.ms),
      note: `ckb CV, ${kib(first.bytes)}; loads the renderer, yoga and the fonts (nothing before this request did)`,
    },
  ];
  for (const locale of locales) {
    const { token, cvId } = made.get(locale) ?? firstCv;
    const times: number[] = [];
    let bytes = 0;
    for (let index = 0; index < samples; index++) {
      const result = await timedPdf(baseUrl, token, cvId);
      times.push(result.ms);
      bytes = result.bytes;
    }
    rows.push({
      figure: `POST /account/cvs/{id}/to-pdf: ${locale}, warm`,
      value: medianP95(times),
      note: `${samples} requests in a row, ${kib(bytes)}; session, D1 reads and rendering in workerd (wrangler dev, loopback)`,
    });
  }
  return rows;
}

// Run alone (after `npm run build`): PATH=$PWD/node_modules/.bin:$PATH node tests/bench/cv-pdf-route.ts
// (NODE_ENV=production for the worker as `wrangler deploy` builds it; plain `wrangler dev` builds React for development).
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { startWranglerDev } = await import('../support/wrangler-server.ts');
  const server = await startWranglerDev({ vars: { API_RATE_LIMIT: 'off' } });
  try {
    console.log(markdownTable(await benchCvPdfRoute(server.url)));
  } finally {
    await server.stop();
  }
}
