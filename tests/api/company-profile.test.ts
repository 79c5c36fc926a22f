import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeekerApplication } from '../../worker/features/applications/applications.schemas';
import type { PublicCompany } from '../../worker/features/companies/companies.schemas';
import type { AttachmentsPage, CompanyAttachment, CompanyLogo } from '../../worker/features/companies/company-profile.schemas';
import { post, signedUpCompany, strongPassword } from '../support/auth-flow';
import { minimalPdf, tinyPng } from '../support/files';
import { addCredits, approve, publishedJob, send } from './jobs.support';
import { insertApplication, type SeekerWorld, seekerWorld } from './seeker-applications.support';

let world: SeekerWorld;
beforeAll(async () => {
  world = await seekerWorld();
}, 60_000);

const pdfFile = (name = 'registration.pdf') => new File([minimalPdf('Registration certificate')], name, { type: 'application/pdf' });
const pngFile = (name = 'logo.png') => new File([tinyPng()], name, { type: 'image/png' });
/** A file of `size` bytes that starts like `head` (so its type is read as head's). */
function padded(head: Uint8Array, size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}
const form = (entries: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.append(name, value);
  return body;
};
const companyOf = (reply: { body: { data?: Record<string, unknown> } }) => reply.body.data?.company as PublicCompany;

/** Each new call: no session 401, a seeker 403, a suspended company 403 `company_not_approved` (a waiting one prepares: issue 23). */
const guarded: Array<[string, string, () => Record<string, unknown> | FormData | undefined]> = [
  [
    'POST',
    '/companies',
    () => ({ legal_name: 'X', sector_id: 1, employees_num_id: 1, company_type_id: 1, headquarter_location_id: 1, phone_number: '07501234567' }),
  ],
  ['POST', '/companies/update-additional-info', () => ({ description: '<p>x</p>' })],
  ['GET', '/companies/attachments', () => undefined],
  ['POST', '/companies/attachments', () => form({ file: pdfFile() })],
  ['DELETE', '/companies/attachments/1', () => undefined],
  ['GET', '/company-logos', () => undefined],
  ['POST', '/company-logos', () => form({ logo: pngFile() })],
];

async function call(method: string, path: string, body: Record<string, unknown> | FormData | undefined, token?: string, language = 'en') {
  if (body instanceof FormData) return post(world.api, path, body, { ...(token ? { token } : {}), method, language });
  return send(world.api, method, path, { ...(body ? { body } : {}), ...(token ? { token } : {}), language });
}

describe('who may call', () => {
  it.each(guarded)('%s %s: 401 signed out, 403 for a seeker and for a suspended company', async (method, path, body) => {
    expect((await call(method, path, body())).status).toBe(401);
    expect((await call(method, path, body(), world.seeker)).status).toBe(403);
    const pendingCompany = sql`(select id from users where email = 'wait@pending.example')`;
    await world.api.deps.db.run(sql`update companies set status = 'suspended' where user_id = ${pendingCompany}`);
    const suspended = await call(method, path, body(), world.pendingCompany);
    await world.api.deps.db.run(sql`update companies set status = 'pending' where user_id = ${pendingCompany}`);
    expect(suspended.status).toBe(403);
    expect(suspended.body.code).toBe('company_not_approved');
  });
});

describe('POST /companies/update-additional-info', () => {
  it('saves the four tabs in three languages, sanitised, and clears what the panel left empty', async () => {
    const saved = await send(world.api, 'POST', '/companies/update-additional-info', {
      token: world.company,
      body: {
        description: '<p>We build <strong>software</strong><script>alert(1)</script></p>',
        description_ckb: '<p>ئێمە نەرمەکاڵا دروست دەکەین</p>',
        description_ar: '<p><a href="javascript:alert(1)">نحن</a> نبني البرمجيات</p>',
        linkedin_url: 'linkedin.com/company/zagros',
        mission: '<h2>Mission</h2><p>Jobs for Erbil</p>',
        values: '<ul><li>Honesty</li></ul>',
        values_ckb: '<p onclick="x()">ڕاستگۆیی</p>',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.code).toBe('profile_updated');
    const company = companyOf(saved);
    expect(company.description).toContain('<strong>software</strong>');
    expect(company.description).not.toContain('script');
    expect(company.description_ar).not.toContain('javascript:');
    expect(company.values_ckb).toContain('ڕاستگۆیی');
    expect(company.values_ckb).not.toContain('onclick');
    expect(company).toMatchObject({ linkedin_url: 'https://linkedin.com/company/zagros', mission_ckb: null, values_ar: null });

    const cleared = await send(world.api, 'POST', '/companies/update-additional-info', {
      token: world.company,
      body: { mission: '<p>Only this</p>', description: '<p><br></p>' },
    });
    expect(cleared.status).toBe(200);
    expect(companyOf(cleared)).toMatchObject({ mission: '<p>Only this</p>', description: null, description_ckb: null, linkedin_url: null, values: null });
    const profile = await send(world.api, 'GET', '/company/profile', { token: world.company });
    expect(companyOf(profile).mission).toBe('<p>Only this</p>');
  });

  it("limits lengths with messages in the reader's language, and refuses wrong types and a bad address", async () => {
    const long = await send(world.api, 'POST', '/companies/update-additional-info', {
      token: world.company,
      language: 'ckb',
      body: { mission_ar: 'x'.repeat(20_001) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors?.mission_ar).toEqual(['دەبێت لە 20000 پیت زیاتر نەبێت']);
    // Nine texts at the limit (Sorani letters are two bytes each) pass the body limit kept for company profile writes.
    const nine = ['description', 'description_ckb', 'description_ar', 'mission', 'mission_ckb', 'mission_ar', 'values', 'values_ckb', 'values_ar'];
    const full = await send(world.api, 'POST', '/companies/update-additional-info', {
      token: world.company,
      body: Object.fromEntries(nine.map((name) => [name, 'ێ'.repeat(20_000)])),
    });
    expect(full.status, JSON.stringify(full.body).slice(0, 300)).toBe(200);
    const wrongType = await send(world.api, 'POST', '/companies/update-additional-info', { token: world.company, body: { description: 42, values: ['a'] } });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors ?? {}).sort()).toEqual(['description', 'values']);
    const badUrl = await send(world.api, 'POST', '/companies/update-additional-info', { token: world.company, body: { linkedin_url: 'javascript:alert(1)' } });
    expect(badUrl.status).toBe(422);
    expect(badUrl.body.errors?.linkedin_url).toEqual(['Write a valid URL']);
  });
});

describe('POST /companies (the business profile)', () => {
  const business = {
    legal_name: 'Zagros Technologies',
    sector_id: 2,
    website_url: 'zagros.example',
    employees_num_id: 3,
    company_type_id: 2,
    headquarter_location_id: 2,
    phone_number: '07501112233',
  };

  it('updates the business profile with the company submit rules of docs/product.md#the-profile, the logo as an optional file', async () => {
    const saved = await send(world.api, 'POST', '/companies', { token: world.company, body: business });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(companyOf(saved)).toMatchObject({
      legal_name: 'Zagros Technologies',
      sector_id: 2,
      website_url: 'https://zagros.example',
      employees_num_id: 3,
      phone_number: '07501112233',
    });
    const withLogo = await post(
      world.api,
      '/companies',
      form({ ...Object.fromEntries(Object.entries(business).map(([key, value]) => [key, String(value)])), website_url: '', logo: pngFile() }),
      { token: world.company },
    );
    expect(withLogo.status, JSON.stringify(withLogo.body)).toBe(200);
    expect(companyOf(withLogo)).toMatchObject({ website_url: null });
    expect(companyOf(withLogo).logo_url).toMatch(/^\/files\/company-logos\/\d+\?v=/);
    // Back to the name the other tests expect.
    expect((await send(world.api, 'POST', '/companies', { token: world.company, body: { ...business, legal_name: 'Zagros Tech' } })).status).toBe(200);
  });

  it.each([
    ['legal_name', { legal_name: '' }, 'Please fill all required fields'],
    ['sector_id', { sector_id: undefined }, 'Please fill all required fields'],
    ['website_url', { website_url: 'not a url' }, 'Write a valid URL'],
    ['headquarter_location_id', { headquarter_location_id: 9999 }, null],
    ['employees_num_id', { employees_num_id: 'many' }, null],
    ['company_type_id', { company_type_id: undefined }, null],
    ['legal_name', { legal_name: 'x'.repeat(151) }, 'Enter at most 150 characters'],
  ])('refuses a bad %s (422)', async (field, change, message) => {
    const reply = await send(world.api, 'POST', '/companies', { token: world.company, body: { ...business, ...change } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[field]?.length).toBeGreaterThan(0);
    if (message) expect(reply.body.errors?.[field]).toEqual([message]);
  });
});

describe('documents: POST, GET and DELETE /companies/attachments', () => {
  it('stores a PDF, lists it newest first with paging, serves it only to its company, deletes it', async () => {
    const uploaded = await post(world.api, '/companies/attachments', form({ file: pdfFile('شەهادە registration.pdf') }), { token: world.company });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const document = uploaded.body.data?.attachment as CompanyAttachment;
    expect(document).toMatchObject({ name: 'شەهادە registration.pdf', type: 'pdf' });
    const scan = (await post(world.api, '/companies/attachments', form({ file: pngFile('scan.png') }), { token: world.company })).body.data
      ?.attachment as CompanyAttachment;

    const first = await send(world.api, 'GET', '/companies/attachments?limit=1', { token: world.company });
    expect(first.status).toBe(200);
    const page = first.body.data as unknown as AttachmentsPage;
    expect(page.attachments.map((item) => item.id)).toEqual([scan.id]);
    const second = (await send(world.api, 'GET', `/companies/attachments?limit=1&cursor=${page.next_cursor}`, { token: world.company })).body
      .data as unknown as AttachmentsPage;
    expect(second.attachments.map((item) => item.id)).toEqual([document.id]);
    expect(second.next_cursor).toBeNull();

    const file = await world.api.request(document.url, { headers: { Authorization: `Bearer ${world.company}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await world.api.request(document.url, { headers: { Authorization: `Bearer ${world.otherCompany}` } })).status).toBe(404);
    expect((await world.api.request(document.url)).status).toBe(404);

    // Another company's document is not found, neither to delete nor to list.
    expect((await send(world.api, 'DELETE', `/companies/attachments/${document.id}`, { token: world.otherCompany })).status).toBe(404);
    expect(
      ((await send(world.api, 'GET', '/companies/attachments', { token: world.otherCompany })).body.data as unknown as AttachmentsPage).attachments,
    ).toEqual([]);
    const removed = await send(world.api, 'DELETE', `/companies/attachments/${document.id}`, { token: world.company });
    expect(removed.status).toBe(200);
    expect(removed.body.code).toBe('attachment_deleted');
    expect((await send(world.api, 'DELETE', `/companies/attachments/${document.id}`, { token: world.company })).status).toBe(404);
    expect((await world.api.request(document.url, { headers: { Authorization: `Bearer ${world.company}` } })).status).toBe(404);
    expect((await send(world.api, 'DELETE', `/companies/attachments/${scan.id}`, { token: world.company })).status).toBe(200);
  });

  it("refuses an oversized file (413, the product's exact message), a wrong type (415), no file or a bad cursor (422)", async () => {
    const big = await post(world.api, '/companies/attachments', form({ file: padded(minimalPdf(), 10 * 1024 * 1024 + 1, 'big.pdf', 'application/pdf') }), {
      token: world.company,
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Attachment size is too big, select another one');
    const gif = new File([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], 'anim.gif', { type: 'image/gif' });
    expect((await post(world.api, '/companies/attachments', form({ file: gif }), { token: world.company })).status).toBe(415);
    const disguised = new File(['<html><script>alert(1)</script></html>'], 'letter.pdf', { type: 'application/pdf' });
    expect((await post(world.api, '/companies/attachments', form({ file: disguised }), { token: world.company })).status).toBe(415);
    const none = await post(world.api, '/companies/attachments', form({ note: 'x' }), { token: world.company });
    expect(none.status).toBe(422);
    expect(none.body.errors?.file).toEqual(['Choose a document to upload']);
    expect((await send(world.api, 'GET', '/companies/attachments?cursor=%%%', { token: world.company })).status).toBe(422);
    expect((await send(world.api, 'GET', '/companies/attachments?limit=99', { token: world.company })).status).toBe(422);
    expect(((await send(world.api, 'GET', '/companies/attachments', { token: world.company })).body.data as unknown as AttachmentsPage).attachments).toEqual(
      [],
    );
  });
});

describe('GET and POST /company-logos', () => {
  it("answers null without a logo, then the replaced logo's address, type and size", async () => {
    const none = await send(world.api, 'GET', '/company-logos', { token: world.otherCompany });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ logo: null });
    const replaced = await post(world.api, '/company-logos', form({ logo: pngFile() }), { token: world.otherCompany });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const logo = replaced.body.data?.logo as CompanyLogo;
    expect(logo).toMatchObject({ type: 'image/png', size: tinyPng().byteLength });
    expect((await send(world.api, 'GET', '/company-logos', { token: world.otherCompany })).body.data?.logo).toEqual(logo);
    const image = await world.api.request(logo.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const again = (await post(world.api, '/company-logos', form({ logo: pngFile('second.png') }), { token: world.otherCompany })).body.data
      ?.logo as CompanyLogo;
    expect(again.url).not.toBe(logo.url);
  });

  it('refuses a logo over 2,000,000 bytes (413), not an image (415), or none (422)', async () => {
    const big = await post(world.api, '/company-logos', form({ logo: padded(tinyPng(), 2_000_001, 'logo.png', 'image/png') }), { token: world.company });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Attachment size is too big, select another one');
    expect((await post(world.api, '/company-logos', form({ logo: pdfFile('logo.pdf') }), { token: world.company })).status).toBe(415);
    expect(
      (await post(world.api, '/company-logos', form({ logo: new File([minimalPdf()], 'logo.png', { type: 'image/png' }) }), { token: world.company })).status,
    ).toBe(415);
    const none = await post(world.api, '/company-logos', form({ other: 'x' }), { token: world.company, language: 'ar' });
    expect(none.status).toBe(422);
    expect(none.body.errors?.logo).toEqual(['اختر صورة الشعار']);
  });
});

describe('DELETE /companies/{id}', () => {
  it('closes the company: no sign-in, no session, its jobs leave search, its applicant still reads the application', async () => {
    const token = await signedUpCompany(world.api, 'close@firm.example');
    await approve(world.api, 'close@firm.example');
    await addCredits(world, 'close@firm.example', 2);
    const companyId = companyOf(await send(world.api, 'GET', '/company/profile', { token })).user_id;
    expect((await post(world.api, '/company-logos', form({ logo: pngFile() }), { token })).status).toBe(200);
    expect((await post(world.api, '/companies/attachments', form({ file: pdfFile() }), { token })).status).toBe(201);
    const jobId = await publishedJob(world, { title: 'Closing Firm Analyst' }, token);
    const applicationId = await insertApplication(world, { jobId, seekerId: world.seekerId, at: world.clock.now() });
    expect(((await send(world.api, 'GET', '/jobs?q=Closing Firm Analyst')).body.data?.jobs as Array<{ id: number }>).map((job) => job.id)).toContain(jobId);

    // Only its own id, only with its password, only for itself.
    expect((await send(world.api, 'DELETE', `/companies/${companyId}`, { body: { password: strongPassword } })).status).toBe(401);
    expect((await send(world.api, 'DELETE', `/companies/${companyId}`, { token: world.seeker, body: { password: strongPassword } })).status).toBe(403);
    expect((await send(world.api, 'DELETE', `/companies/${companyId}`, { token: world.otherCompany, body: { password: strongPassword } })).status).toBe(404);
    const wrong = await send(world.api, 'DELETE', `/companies/${companyId}`, { token, body: { password: 'Wrong-Passw0rd!' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.password).toEqual(['The current password is incorrect.']);
    expect((await send(world.api, 'DELETE', `/companies/${companyId}`, { token, body: { password: 12345678 } })).status).toBe(422);
    expect((await send(world.api, 'DELETE', `/companies/${companyId}`, { token, body: {} })).status).toBe(422);

    const closed = await send(world.api, 'DELETE', `/companies/${companyId}`, { token, body: { password: strongPassword } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.code).toBe('company_closed');

    expect((await send(world.api, 'GET', '/company/profile', { token })).status).toBe(401);
    const login = await send(world.api, 'POST', '/auth/login', { body: { email: 'close@firm.example', password: strongPassword, type: 'company' } });
    expect(login.status).toBe(401);
    expect(((await send(world.api, 'GET', '/jobs?q=Closing Firm Analyst')).body.data?.jobs as Array<{ id: number }>).map((job) => job.id)).not.toContain(jobId);
    expect(((await send(world.api, 'GET', '/jobs')).body.data?.jobs as Array<{ id: number }>).map((job) => job.id)).not.toContain(jobId);
    expect((await send(world.api, 'GET', `/jobs/${jobId}`)).status).toBe(404);
    expect((await send(world.api, 'GET', `/companies/${companyId}`)).status).toBe(404);

    const mine = await send(world.api, 'GET', '/account/jobs/applications', { token: world.seeker });
    expect(mine.status).toBe(200);
    const application = (mine.body.data?.applications as SeekerApplication[]).find((item) => item.id === applicationId);
    expect(application).toMatchObject({
      job: { title: 'Closing Firm Analyst', is_open: false, company: { id: companyId, name: 'Zagros Tech', logo_url: null } },
      status: 'submitted',
    });

    // The address is free again: a new company may register with it (once the code throttle's window has passed).
    world.clock.advance(24 * 60 * 60_000);
    expect(await signedUpCompany(world.api, 'close@firm.example')).toBeTruthy();
  });

  it("DELETE /accounts/me by a company closes it the same way: its applicant's application stays", async () => {
    world.clock.advance(24 * 60 * 60_000);
    const token = await signedUpCompany(world.api, 'leaving@firm.example');
    await approve(world.api, 'leaving@firm.example');
    await addCredits(world, 'leaving@firm.example', 1);
    const jobId = await publishedJob(world, { title: 'Leaving Firm Clerk' }, token);
    const applicationId = await insertApplication(world, { jobId, seekerId: world.seekerId, at: world.clock.now() });
    const deleted = await send(world.api, 'DELETE', '/accounts/me', { token, body: { password: strongPassword } });
    expect(deleted.status).toBe(200);
    expect((await send(world.api, 'GET', '/company/profile', { token })).status).toBe(401);
    expect((await send(world.api, 'GET', `/jobs/${jobId}`)).status).toBe(404);
    const mine = (await send(world.api, 'GET', '/account/jobs/applications', { token: world.seeker })).body.data?.applications as SeekerApplication[];
    expect(mine.find((item) => item.id === applicationId)?.job.title).toBe('Leaving Firm Clerk');
  });
});
