// Issue 23: the placeholder account of "apply without an account" (its e-mail not verified yet) could create instant
// job alerts, follow companies and take event seats. Until its e-mail code comes back it may only finish that
// application: its steps and its CV. Every other call that needs a session answers 403 `application_email_unverified`,
// REST and tRPC alike; the routes are read from the OpenAPI document and the procedures from the router, so a new one is
// covered as it comes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { appRouter } from '../../worker/trpc/router';
import { captcha, lastCodeSentTo, post, strongPassword } from '../support/auth-flow';
import { uploadedCv } from './applications.support';
import { type JobWorld, jobWorld, publishedJob, send } from './jobs.support';

let world: JobWorld;
let jobId: number;
let placeholder: string;
const email = 'guest@example.com';
const code = 'application_email_unverified';

/** What the placeholder may call: the unsigned steps and the CV it applies with (made or uploaded). */
const allowedRoutes = /^(GET|PUT|POST) \/nonsigned-accounts|^[A-Z]+ \/(account\/cvs(?!\/\{cvId\}\/share-link)|cvs\/|cv-education\/)/;
const allowedProcedures = /^(unsigned\.|cv\.(?!createShareLink|revokeShareLink)|auth\.rememberLanguage$)/;

beforeAll(async () => {
  world = await jobWorld();
  jobId = await publishedJob(world);
  const started = await post(world.api, '/nonsigned-accounts', {
    full_name: 'ئاراس محەمەد',
    email,
    phone: '07501234567',
    date_of_birth: '1995-04-12',
    gender_id: 1,
    city_id: 2,
    position_id: 1,
    bio: 'Backend developer.',
    job_id: jobId,
    captcha: await captcha(world.api),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  placeholder = started.body.data?.token as string;
}, 60_000);

const companyId = async () => ((await send(world.api, 'GET', `/jobs/${jobId}`)).body.data?.job as { company: { id: number } }).company.id;

async function trpc(name: string, type: string, token: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  const input = encodeURIComponent(JSON.stringify({ id: 1 }));
  const response =
    type === 'query'
      ? await world.api.request(`/api/trpc/${name}?input=${input}`, { headers })
      : await world.api.request(`/api/trpc/${name}`, { method: 'POST', headers, body: JSON.stringify({ id: 1 }) });
  const body = (await response.json()) as { error?: { data?: { appCode?: string } } };
  return { status: response.status, code: body.error?.data?.appCode };
}

describe('the placeholder of an unsigned apply', () => {
  it('cannot create an instant job alert, follow a company or take an event seat, with a clear error', async () => {
    const alert = await send(world.api, 'POST', '/account/job-alerts', { token: placeholder, body: { q: 'engineer', frequency: 'instant' }, language: 'ckb' });
    expect([alert.status, alert.body.code]).toEqual([403, code]);
    const follow = await send(world.api, 'POST', '/company-job-subscribers', { token: placeholder, body: { company_id: await companyId() } });
    expect([follow.status, follow.body.code]).toEqual([403, code]);
    const seat = await send(world.api, 'POST', '/account/events/1/registration', { token: placeholder });
    expect([seat.status, seat.body.code]).toEqual([403, code]);
    expect(await trpc('alerts.create', 'mutation', placeholder)).toEqual({ status: 403, code });
  });

  it('answers 403 on every REST route that needs a session, but the unsigned steps and its CV', async () => {
    const document = (await (await world.api.request('/api/v1/openapi.json')).json()) as OpenAPIV3_1.Document;
    const routes = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
        const security = item?.[method]?.security ?? [];
        const needsSession = security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0);
        // A path value its route matches: from its enum where it has one (`{owner}`), a batch's UUID, otherwise an id.
        const enums = new Map(
          (item?.[method]?.parameters ?? []).flatMap((parameter) =>
            'schema' in parameter && parameter.in === 'path' ? [[parameter.name, (parameter.schema as { enum?: string[] }).enum?.[0]]] : [],
          ),
        );
        const url = path.replace(/\{([^}]+)\}/g, (_all, name: string) => enums.get(name) ?? (name === 'batch' ? crypto.randomUUID() : '1'));
        return needsSession ? [{ route: `${method.toUpperCase()} ${path}`, url }] : [];
      }),
    );
    expect(routes.length).toBeGreaterThan(100);
    const gated = routes.filter(({ route }) => !allowedRoutes.test(route));
    expect(gated.map(({ route }) => route)).toEqual(
      expect.arrayContaining([
        'POST /account/job-alerts',
        'POST /company-job-subscribers',
        'POST /account/events/{id}/registration',
        'GET /notifications',
        'POST /account/jobs/apply',
        'POST /jobs/{id}/report',
      ]),
    );
    for (const { route, url } of gated) {
      const method = route.split(' ')[0] ?? 'GET';
      const reply = await send(world.api, method, url, { token: placeholder, ...(method === 'GET' ? {} : { body: {} }) });
      expect([route, reply.status, reply.body.code]).toEqual([route, 403, code]);
    }
  });

  it('answers 403 on every tRPC procedure that needs a session, but the unsigned steps and its CV', async () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).map(([name, procedure]) => ({
      name,
      type: procedure._def.type,
    }));
    let gated = 0;
    for (const procedure of procedures) {
      if ((await trpc(procedure.name, procedure.type, undefined)).status !== 401 || allowedProcedures.test(procedure.name)) continue;
      gated += 1;
      expect([procedure.name, await trpc(procedure.name, procedure.type, placeholder)]).toEqual([procedure.name, { status: 403, code }]);
    }
    expect(gated).toBeGreaterThan(60);
  });

  it('still finishes the application: its CV, the steps, the code; then the account is whole', async () => {
    const cvId = await uploadedCv(world.api, placeholder);
    expect((await send(world.api, 'GET', '/account/cvs/account-cvs', { token: placeholder })).status).toBe(200);
    expect((await trpc('cv.list', 'query', placeholder)).status).toBe(200);
    const job = (await send(world.api, 'GET', `/jobs/${jobId}`, { token: placeholder })).body.data?.job as { requirements: Array<{ id: number }> };
    expect(
      (await send(world.api, 'PUT', '/nonsigned-accounts/cv', { token: placeholder, body: { cv_id: cvId, job_qualification_ids: [job.requirements[0]?.id] } }))
        .status,
    ).toBe(200);
    expect(
      (await post(world.api, '/nonsigned-accounts-signup', { email, password: strongPassword, password_confirmation: strongPassword }, { token: placeholder }))
        .status,
    ).toBe(200);
    const verified = await post(world.api, '/nonsigned-accounts/verify', { code: await lastCodeSentTo(world.api, email) }, { token: placeholder });
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
    const token = verified.body.data?.token as string;
    expect((await send(world.api, 'POST', '/company-job-subscribers', { token, body: { company_id: await companyId() } })).status).toBe(200);
    expect((await send(world.api, 'POST', '/account/job-alerts', { token, body: { q: 'engineer', frequency: 'instant' } })).status).toBe(201);
  });
});
