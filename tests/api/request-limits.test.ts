import { beforeAll, describe, expect, it } from 'vitest';
import { maxCompanyTextBodyBytes, maxTextBodyBytes } from '../../worker/http/body-limits';
import { type Api, type Reply, accountForm, get, post, signedUpAccount, signedUpCompany, verifiedEmail } from '../support/auth-flow';
import { minimalPdf } from '../support/files';
import { testApp } from '../support/node-deps';

let api: Api;
let token: string;
let companyToken: string;
let cvId: number;
beforeAll(async () => {
  api = await testApp();
  token = await signedUpAccount(api, 'limits@example.com');
  companyToken = await signedUpCompany(api, 'limits-firm@example.com');
  const created = await post(
    api,
    '/account/cvs/personal-info',
    { full_name: 'Aras', email: 'aras@example.com', phone_num: '07501234567', location: 'Erbil' },
    { token },
  );
  cvId = (created.body.data?.cv as { id: number }).id;
});

/** Sends a raw body as it is, with the session's bearer token. */
async function send(path: string, body: string, init: { method?: string; type?: string; language?: string; as?: string } = {}) {
  const response = await api.request(`/api/v1${path}`, {
    method: init.method ?? 'POST',
    headers: { authorization: `Bearer ${init.as ?? token}`, 'content-type': init.type ?? 'application/json', 'accept-language': init.language ?? 'en' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Reply };
}

const work = { title: 'Developer', company: 'Zagros Tech', location: 'Erbil', from_date: '2019-03', to_date: '2021-08' };

describe('uploaded file names', () => {
  it('stores and serves only the base name of ../../../etc/passwd.pdf', async () => {
    const form = new FormData();
    form.append('name', 'Uploaded');
    form.append('file_path', new File([minimalPdf()], '../../../etc/passwd.pdf', { type: 'application/pdf' }));
    const uploaded = await post(api, '/account/cvs/upload', form, { token });
    expect(uploaded.status).toBe(201);
    const cv = uploaded.body.data?.cv as { file_name: string; file_path: string };
    expect(cv.file_name).toBe('passwd.pdf');
    const served = await api.request(cv.file_path, { headers: { authorization: `Bearer ${token}` } });
    const disposition = served.headers.get('content-disposition') ?? '';
    expect(disposition).toContain('filename="passwd.pdf"');
    expect(disposition).not.toMatch(/\.\.|%2F|\//i);
  });

  it('cleans the names of attachments, and of the CV sent with a sign-up', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Dr. Shilan',
      title: 'Professor',
      organization: 'Sulaimani',
      email: 'shilan@example.com',
      phone: '07701234567',
      relationship: 'Supervisor',
    }))
      form.append(name, value);
    form.append('files[]', new File([minimalPdf()], 'C:\\Users\\x\\نامە\u202Efdp.exe.pdf', { type: 'application/pdf' }));
    const saved = await post(api, `/account/cvs/${cvId}/references`, form, { token });
    expect(saved.status).toBe(201);
    expect((saved.body.data?.reference as { files: Array<{ file_name: string }> }).files[0]?.file_name).toBe('نامەfdp.exe.pdf');

    await verifiedEmail(api, 'upload-signup@example.com');
    const registered = await post(
      api,
      '/auth/register',
      accountForm('upload-signup@example.com', { cv: new File([minimalPdf()], '/home/aras/../../root/سیڤی.pdf', { type: 'application/pdf' }) }),
    );
    expect(registered.status).toBe(201);
    const cvs = (await get(api, '/account/cvs/account-cvs', { token: registered.body.data?.token as string })).body.data?.cvs as Array<{ file_name: string }>;
    expect(cvs.map((item) => item.file_name)).toEqual(['سیڤی.pdf']);
  });
});

describe('body size limits', () => {
  it("refuses a 1.2 MB JSON body on a CV item route with 413 in the envelope, in the reader's language code", async () => {
    const reply = await send(`/account/cvs/${cvId}/work-experience`, JSON.stringify({ ...work, description: 'x'.repeat(1_200_000) }), { language: 'ckb' });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ status: 'error', code: 'request_too_large' });
  });

  it('accepts a body just under its limit and refuses one just over it', async () => {
    const padded = (size: number) =>
      JSON.stringify({ ...work, padding: 'x'.repeat(size) })
        .slice(0, size - 2)
        .concat('"}');
    const under = await send(`/account/cvs/${cvId}/work-experience`, JSON.stringify({ ...work, description: `<p>${'ک'.repeat(19_000)}</p>` }));
    expect(under.status).toBe(201);
    expect((await send(`/account/cvs/${cvId}/work-experience`, padded(maxTextBodyBytes + 1))).status).toBe(413);
    expect((await send('/account/profile/update', padded(maxTextBodyBytes + 1))).status).toBe(413);
    expect((await send('/auth/login', padded(maxTextBodyBytes + 1))).status).toBe(413);
  });

  it('lets a company send its nine rich texts at their longest, and no more', async () => {
    const longest = `<p>${'ک'.repeat(19_990)}</p>`;
    const texts = Object.fromEntries(
      ['description', 'description_ckb', 'description_ar', 'mission', 'mission_ckb', 'mission_ar', 'values', 'values_ckb', 'values_ar'].map((name) => [
        name,
        longest,
      ]),
    );
    const saved = await send('/company/profile', JSON.stringify(texts), { method: 'PUT', as: companyToken });
    expect(saved.status).toBe(200);
    const tooBig = await send('/company/profile', JSON.stringify({ description: 'x'.repeat(maxCompanyTextBodyBytes) }), { method: 'PUT', as: companyToken });
    expect(tooBig.status).toBe(413);
  });

  // Issue 23: the profile's larger limit once covered every /company/* path and tRPC `jobs.company.*`.
  it('keeps 128 KiB on every other company write (messages, notes, bulk moves, jobs), REST and tRPC', async () => {
    const body = JSON.stringify({ body: 'x'.repeat(200 * 1024) });
    for (const path of [
      '/company/applications/1/notes',
      '/company/applications/bulk',
      '/company/applications/1/messages',
      '/company/jobs',
      '/company/hiring-settings',
    ]) {
      const reply = await send(path, body, { as: companyToken });
      expect([path, reply.status, reply.body.code]).toEqual([path, 413, 'request_too_large']);
    }
    for (const procedure of [
      'jobs.company.create',
      'pipeline.bulk',
      'pipeline.addNote',
      'messages.send',
      'company.updateContact',
      'company.updateMission,jobs.company.create',
      'company.updateAdditionalInfo,messages.send',
    ]) {
      const response = await api.request(`/api/trpc/${procedure}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${companyToken}`, 'content-type': 'application/json' },
        body,
      });
      expect([procedure, response.status]).toEqual([procedure, 413]);
    }
    for (const procedure of ['company.updateAdditionalInfo', 'company.updateMission', 'company.updateValues', 'company.updateMission,company.updateValues']) {
      const response = await api.request(`/api/trpc/${procedure}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${companyToken}`, 'content-type': 'application/json' },
        body,
      });
      expect([procedure, response.status]).not.toEqual([procedure, 413]);
    }
    for (const path of ['/company/profile/mission', '/company/profile/values', '/companies/update-additional-info']) {
      const reply = await send(path, body, { method: path.startsWith('/company/') ? 'PATCH' : 'POST', as: companyToken });
      expect([path, reply.status]).not.toEqual([path, 413]);
    }
  });

  it('still answers an attachment over the upload limit with the attachment message', async () => {
    const form = new FormData();
    form.append('name', 'Big');
    form.append('file_path', new File([new Uint8Array(12 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }));
    const reply = await post(api, '/account/cvs/upload', form, { token });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ code: 'payload_too_large', message: 'Attachment size is too big, select another one' });
  });
});

describe('field length limits', () => {
  it.each([
    ['a CV work title', `/account/cvs/{cv}/work-experience`, { ...work, title: 't'.repeat(201) }, 'title', 200],
    [
      'a CV reference name',
      `/account/cvs/{cv}/references`,
      { name: 'n'.repeat(201), title: 'T', organization: 'O', email: 'o@example.com', phone: '07701234567', relationship: 'R' },
      'name',
      200,
    ],
    ['a CV rich text', `/account/cvs/{cv}/work-experience`, { ...work, description: 'd'.repeat(20_001) }, 'description', 20_000],
    [
      'a CV address',
      `/account/cvs/personal-info`,
      { full_name: 'A', email: 'a@example.com', phone_num: '07501234567', location: 'Erbil', address: 'a'.repeat(301) },
      'address',
      300,
    ],
    ['a profile bio', '/account/profile/update', { full_name: 'Aras', dob: '1995-04-12', gender_id: 1, city_id: 2, bio: 'b'.repeat(2001) }, 'bio', 2000],
  ])('refuses %s over its limit with 422 and "at most N characters" in three languages', async (_name, path, body, field, max) => {
    const url = path.replace('{cv}', String(cvId));
    const english = await send(url, JSON.stringify(body));
    expect(english.status).toBe(422);
    expect(english.body.errors?.[field]).toEqual([`Enter at most ${max} characters`]);
    const sorani = await send(url, JSON.stringify(body), { language: 'ckb' });
    expect(sorani.body.errors?.[field]).toEqual([`دەبێت لە ${max} پیت زیاتر نەبێت`]);
    const arabic = await send(url, JSON.stringify(body), { language: 'ar' });
    expect(arabic.body.errors?.[field]).toEqual([`يجب ألا يزيد النص على ${max} حرفاً`]);
  });

  it('refuses an overlong field sent as a form too (multipart has the upload limit, fields keep theirs)', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...work, title: 't'.repeat(5_000_000) })) form.append(name, value);
    const reply = await post(api, `/account/cvs/${cvId}/work-experience`, form, { token });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.title).toEqual(['Enter at most 200 characters']);
  });

  it('refuses a company legal name and a rich text over their limits', async () => {
    const reply = await send('/company/profile', JSON.stringify({ legal_name: 'L'.repeat(151), mission: 'm'.repeat(20_001) }), {
      method: 'PUT',
      as: companyToken,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({ legal_name: ['Enter at most 150 characters'], mission: ['Enter at most 20000 characters'] });
  });
});

describe('a body that is not JSON', () => {
  it.each([
    ['a CV item', `/account/cvs/{cv}/work-experience`],
    ['a profile update', '/account/profile/update'],
    ['a login', '/auth/login'],
  ])('answers 400 invalid_json on %s, and 422 for JSON that breaks a rule', async (_name, path) => {
    const url = path.replace('{cv}', String(cvId));
    const broken = await send(url, '{"title": "Developer",', { language: 'ar' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ status: 'error', code: 'invalid_json' });
    const invalid = await send(url, JSON.stringify({ title: 5 }));
    expect(invalid.status).toBe(422);
    expect(invalid.body.code).toBe('validation_failed');
  });

  it('answers 400 for a body that is not JSON at all', async () => {
    const reply = await send('/account/cvs/personal-info', 'not json at all');
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('invalid_json');
  });
});
