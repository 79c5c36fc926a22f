import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema';
import { libsqlEmbeddedDatabase, migrateEmbedded } from '../../db/client.node';
import { type Api, captcha, companyForm, get, post, signedUpAccount, signedUpCompany, strongPassword, verifiedEmail } from '../support/auth-flow';
import { tinyPng } from '../support/files';
import { seedLookups, testApp } from '../support/node-deps';

let api: Api;
beforeEach(async () => {
  api = await testApp();
});

describe('POST /auth/register-company', () => {
  it('registers a pending company with its logo and sanitised trilingual texts', async () => {
    await verifiedEmail(api, 'hr@zagros.example', 'company');
    const form = companyForm('hr@zagros.example', {
      logo: new File([tinyPng()], 'logo.png', { type: 'image/png' }),
      description: '<p>We build <strong>software</strong><script>alert(1)</script></p>',
      description_ckb: '<p class="ql-direction-rtl ql-align-right">ئێمە نەرمەکاڵا دروست دەکەین</p>',
      description_ar: '<p><a href="javascript:alert(1)">نحن</a> نبني البرمجيات</p>',
      mission: '<h2>Mission</h2>',
      linkedin_url: 'https://www.linkedin.com/company/zagros',
    });
    const created = await post(api, '/auth/register-company', form);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Company created successfully');
    expect(created.body.data?.user).toMatchObject({ type: 'company', company_status: 'pending', full_name: 'Zagros Tech' });
    const token = created.body.data?.token as string;
    const profile = await get(api, '/company/profile', { token });
    const company = profile.body.data?.company as Record<string, string>;
    expect(company).toMatchObject({ legal_name: 'Zagros Tech', website_url: 'https://zagros.example', status: 'pending' });
    expect(company.description).toContain('<strong>software</strong>');
    expect(company.description).not.toContain('script');
    expect(company.description_ckb).toContain('ئێمە نەرمەکاڵا دروست دەکەین');
    expect(company.description_ar).not.toContain('javascript:');
    const logo = await api.request(company.logo_url ?? 'missing');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a logo that is too big or not an image, and creates nothing', async () => {
    await verifiedEmail(api, 'logo@firm.example', 'company');
    const big = new Uint8Array(2_000_001);
    big.set(tinyPng());
    const tooBig = await post(api, '/auth/register-company', companyForm('logo@firm.example', { logo: new File([big], 'logo.png', { type: 'image/png' }) }));
    expect(tooBig.status).toBe(413);
    const script = new File(['#!/bin/sh\nrm -rf /'], 'logo.png', { type: 'image/png' });
    const disguised = await post(api, '/auth/register-company', companyForm('logo@firm.example', { logo: script }));
    expect(disguised.status).toBe(415);
    expect(await api.deps.db.select().from(companies)).toHaveLength(0);
  });

  it.each([
    ['legal_name', '', 'Please fill all required fields'],
    ['sector_id', '', 'Please fill all required fields'],
    ['sector_id', '777', 'Please fill all required fields'],
    ['website_url', 'not a url', 'Write a valid URL'],
    ['website_url', 'javascript:alert(1)', 'Write a valid URL'],
    ['employees_num_id', '', 'Choose the number of employees'],
    ['company_type_id', 'x', 'Choose the company type'],
    ['headquarter_location_id', '', 'Choose the headquarters'],
    ['password_confirmation', 'Different-1!', 'Password mismatch'],
  ])('answers %s = %j with %j', async (field, value, message) => {
    await verifiedEmail(api, 'fields@firm.example', 'company');
    const reply = await post(api, '/auth/register-company', companyForm('fields@firm.example', { [field]: value }));
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[field]).toContain(message);
  });
});

describe('the company profile', () => {
  it('updates mission, values, LinkedIn and contact; refuses bad input', async () => {
    const token = await signedUpCompany(api, 'profile@firm.example');
    const mission = await post(api, '/company/profile/mission', { mission_ckb: '<p>ئامانجمان<img src=x onerror=alert(1)></p>' }, { token, method: 'PATCH' });
    expect(mission.status).toBe(200);
    expect((mission.body.data?.company as Record<string, string>).mission_ckb).not.toContain('onerror');
    const values = await post(api, '/company/profile/values', { values_ar: '<ul><li>الصدق</li></ul>' }, { token, method: 'PATCH' });
    expect((values.body.data?.company as Record<string, string>).values_ar).toContain('الصدق');
    const linkedin = await post(api, '/company/profile/linkedin', { linkedin_url: 'nope nope' }, { token, method: 'PATCH' });
    expect(linkedin.body.errors?.linkedin_url).toEqual(['Write a valid URL']);
    const contact = await post(api, '/company/profile/update-contact', { phone_number: '07701234567', website_url: 'https://firm.example' }, { token });
    expect(contact.body.data?.company).toMatchObject({ phone_number: '07701234567', website_url: 'https://firm.example' });
    const renamed = await post(api, '/company/profile?_method=put', { legal_name: 'Firm Two', sector_id: 2 }, { token });
    expect(renamed.body.data?.company).toMatchObject({ legal_name: 'Firm Two', sector_id: 2 });
    const badSector = await post(api, '/company/profile', { sector_id: 999 }, { token });
    expect(badSector.status).toBe(422);
  });

  it('answers 401 signed out, 403 to job seekers, 404 for a logo that is not there', async () => {
    expect((await get(api, '/company/profile')).status).toBe(401);
    const seeker = await signedUpAccount(api, 'seeker@example.com');
    expect((await get(api, '/company/profile', { token: seeker })).status).toBe(403);
    expect((await post(api, '/company/profile/mission', { mission: 'x' }, { token: seeker, method: 'PATCH' })).status).toBe(403);
    expect((await api.request('/files/company-logos/999')).status).toBe(404);
  });
});

describe('npm run admin', () => {
  it('approves and rejects companies, forces a password reset and creates admins', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kar-admin-'));
    const url = `file:${join(folder, 'admin.db')}`;
    const { db, close } = libsqlEmbeddedDatabase(url);
    await migrateEmbedded(db);
    await seedLookups(db);
    const now = new Date();
    await db.insert(users).values({ type: 'company', email: 'firm@example.com', passwordHash: 'x', emailVerifiedAt: now, createdAt: now, updatedAt: now });
    const [firm] = await db.select().from(users).where(eq(users.email, 'firm@example.com'));
    await db
      .insert(companies)
      .values({ userId: firm?.id ?? 0, legalName: 'Firm', sectorId: 1, employeesNumId: 1, companyTypeId: 1, headquarterLocationId: 1, updatedAt: now });
    const admin = (...args: string[]) =>
      execFileSync('node', ['scripts/admin.ts', ...args, '--url', url], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

    expect(admin('approve-company', 'FIRM@example.com')).toContain('approved');
    expect((await db.select().from(companies))[0]?.status).toBe('approved');
    admin('reject-company', 'firm@example.com');
    expect((await db.select().from(companies))[0]?.status).toBe('rejected');
    admin('force-reset', 'firm@example.com');
    expect((await db.select().from(users).where(eq(users.email, 'firm@example.com')))[0]?.passwordChangeRequired).toBe(true);
    admin('create-admin', 'boss@example.com', strongPassword);
    const [boss] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(boss?.type).toBe('admin');
    expect(await api.deps.passwords.verify(boss?.passwordHash ?? '', strongPassword)).toBe(true);
    expect(() => admin('approve-company', 'nobody@example.com')).toThrow();
    expect(() => admin('create-admin', 'weak@example.com', 'weak')).toThrow();
    close();
  }, 60_000);
});

describe('robot check on company login', () => {
  it('works like the job seeker one', async () => {
    await signedUpCompany(api, 'login@firm.example');
    expect((await post(api, '/auth/login', { email: 'login@firm.example', password: 'Wrong-Passw0rd!', type: 'company' })).status).toBe(401);
    expect((await post(api, '/auth/login', { email: 'login@firm.example', password: strongPassword, type: 'company' })).status).toBe(422);
    expect(
      (await post(api, '/auth/login', { email: 'login@firm.example', password: strongPassword, type: 'company', captcha: await captcha(api) })).status,
    ).toBe(200);
  });
});
