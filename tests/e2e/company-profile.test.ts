/**
 * Issue 13's company profile page in Chromium: an approved company reading Sorani opens it from the header, writes its
 * mission in Sorani and its LinkedIn address in the optional panel's tabs, replaces its logo through the crop dialog
 * (docs/product.md#the-profile: a 400×400 PNG reaches the server) and changes its password (the old session ends, the
 * new password signs in, the page keeps working). Another, on an Arabic phone (360 px), uploads and deletes a document
 * and deletes the company from the danger zone. axe finds nothing serious at each step, and nothing is wider than the
 * screen.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, tinyPng } from '../support/files';
import { expectAccessible } from './axe';
import { logInAndLeaveHome, openMenuIfFolded, pathOf, registeredCompany, sidewaysOverflow } from './navigation-support';
import { baseUrl, messages, newContext, openKurdishPage, password, phone, unique, useBrowser } from './support';

const t = messages.ckb;
const email = unique('profile-company');
const newPassword = 'Zagros-N3w-Passw0rd!';
const mission = 'کار بۆ هەموو خەڵکی هەولێر';
const closingEmail = unique('closing-company');
const state = { token: '', closingToken: '' };

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

/** A success toast with this text (toasts are status regions; errors are alerts). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });

async function accessible(page: Page, moment: string) {
  await expectAccessible(page, moment);
  expect((await sidewaysOverflow(page)).overflow, moment).toBe(0);
}

useBrowser();

beforeAll(async () => {
  // One after the other: approving runs the admin script on wrangler dev's SQLite file, where a sign-up landing at the
  // same moment fails (its D1 does not wait for a lock).
  state.token = await registeredCompany(email, 'approved');
  state.closingToken = await registeredCompany(closingEmail, 'approved');
}, 120_000);

describe('the company profile page', () => {
  it('edits the optional panel, replaces the logo through the crop dialog and changes the password', { timeout: 180_000 }, async () => {
    const page = await openKurdishPage('/');
    await logInAndLeaveHome(page, 'ckb', email, 'company');
    await openMenuIfFolded(page, 'ckb');
    await page.getByRole('banner').getByRole('link', { name: t.cp_nav }).click();
    await expect.poll(() => pathOf(page)).toBe('/company/profile');
    await expect.poll(() => page.getByLabel(t.company_legal_name).inputValue(), { timeout: 15_000 }).toBe('Zagros Tech');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await accessible(page, 'profile page');

    // The optional panel: the mission in Sorani, then the LinkedIn tab, saved together.
    const additional = page.getByRole('region', { name: t.cp_additional_title });
    await additional.getByRole('tab', { name: t.company_tab_mission }).click();
    const editors = additional.locator('.ql-editor');
    await expect.poll(() => editors.count(), { timeout: 15_000 }).toBe(3);
    // The editor's stylesheets come with its chunk (client/lib/lazy-stylesheet.ts): Quill's theme and Kar's own.
    expect(
      await additional
        .locator('.ql-toolbar')
        .first()
        .evaluate((toolbar) => getComputedStyle(toolbar).backgroundColor),
    ).toBe('rgb(248, 250, 252)');
    await editors.nth(1).click();
    await page.keyboard.type(mission);
    // The tabs follow the keyboard too: from Mission, the arrow pointing backwards in RTL (right) reaches LinkedIn.
    await additional.getByRole('tab', { name: t.company_tab_mission }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => additional.getByRole('tab', { name: t.company_tab_linkedin }).getAttribute('aria-selected')).toBe('true');
    await additional.getByLabel(t.company_linkedin_url).fill('linkedin.com/company/zagros');
    await accessible(page, 'optional panel, LinkedIn tab');
    await additional.getByRole('button', { name: t.cp_save_additional }).click();
    await toast(page, t.reply_profile_updated);
    const saved = (await api('GET', '/company/profile', state.token)).body.data?.company as Record<string, string | null>;
    expect(saved.mission_ckb).toContain(mission);
    expect(saved.linkedin_url).toBe('https://linkedin.com/company/zagros');

    // The logo: chosen, cropped in the dialog (zoomed in by keyboard), uploaded at once.
    const business = page.getByRole('region', { name: t.cp_business_title });
    await business.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(tinyPng()) });
    const cropper = page.getByRole('dialog', { name: t.cropper_title_logo });
    const area = cropper.getByRole('group', { name: t.cropper_area });
    await area.waitFor({ timeout: 15_000 });
    await accessible(page, 'logo crop dialog');
    await area.focus();
    await page.keyboard.press('+');
    await cropper.getByRole('button', { name: t.cropper_confirm }).click();
    await toast(page, t.reply_logo_updated);
    const preview = business.getByAltText(t.company_logo_preview);
    await expect.poll(() => preview.getAttribute('src'), { timeout: 15_000 }).toMatch(/^\/files\/company-logos\/\d+\?v=/);
    const logo = (await api('GET', '/company-logos', state.token)).body.data?.logo as { url: string; type: string; size: number };
    expect(logo.type).toBe('image/png');
    const bytes = new Uint8Array(await (await fetch(`${baseUrl}${logo.url}`)).arrayBuffer());
    const view = new DataView(bytes.buffer);
    // The PNG header's width and height: the logo crop's 400×400 output, not the original image.
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([400, 400]);
    expect(bytes.byteLength).toBe(logo.size);

    // The password: current, new (with its strength meter) and the confirmation.
    const passwordSection = page.getByRole('region', { name: t.cp_password_title });
    await passwordSection.getByLabel(t.cp_current_password).fill(password);
    await passwordSection.getByLabel(t.field_new_password, { exact: true }).fill(newPassword);
    await passwordSection.getByLabel(t.field_password_confirmation).fill(newPassword);
    await accessible(page, 'change password filled');
    await passwordSection.getByRole('button', { name: t.cp_change_password }).click();
    await toast(page, t.reply_password_changed);
    await expect.poll(() => passwordSection.getByLabel(t.cp_current_password).inputValue()).toBe('');
    // Other sessions ended; the new password signs in; this page keeps its (renewed) session.
    expect((await api('GET', '/company/profile', state.token)).status).toBe(401);
    expect((await api('POST', '/auth/login', null, { email, password: newPassword, type: 'company' })).status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByLabel(t.company_legal_name).inputValue(), { timeout: 15_000 }).toBe('Zagros Tech');
    expect(pathOf(page)).toBe('/company/profile');
    await accessible(page, 'profile page after the password change');
    await page.context().close();
  });

  it('on an Arabic phone: uploads and deletes a document, then deletes the company', { timeout: 180_000 }, async () => {
    const ar = messages.ar;
    const context = await newContext({ locale: 'ar', viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAndLeaveHome(page, 'ar', closingEmail, 'company');
    await page.goto(`${baseUrl}/company/profile`);
    const documents = page.getByRole('region', { name: ar.cp_documents_title });
    await documents.getByText(ar.cp_documents_empty).waitFor({ timeout: 15_000 });
    await accessible(page, 'phone, no documents');

    await documents
      .locator('input[type=file]')
      .setInputFiles({ name: 'شهادة التسجيل.pdf', mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf('Registration')) });
    await toast(page, ar.reply_attachment_uploaded);
    const link = documents.getByRole('link', { name: 'شهادة التسجيل.pdf' });
    await link.waitFor();
    const file = await fetch(`${baseUrl}${await link.getAttribute('href')}`, { headers: { Authorization: `Bearer ${state.closingToken}` } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    await accessible(page, 'phone, one document');
    await documents.getByRole('button', { name: ar.cp_document_delete_named.replace('{name}', 'شهادة التسجيل.pdf') }).click();
    const confirm = page.getByRole('dialog', { name: ar.cp_document_delete_title });
    await confirm.getByRole('button', { name: ar.cp_document_delete }).click();
    await toast(page, ar.reply_attachment_deleted);
    await documents.getByText(ar.cp_documents_empty).waitFor();

    // The danger zone: a wrong password is refused in the dialog; the right one closes the company and signs it out.
    await page.getByRole('button', { name: ar.cp_delete_company }).click();
    const dialog = page.getByRole('dialog', { name: ar.cp_delete_title });
    await dialog.getByText(ar.cp_delete_point_applicants).waitFor();
    await accessible(page, 'phone, delete dialog');
    await dialog.getByLabel(ar.cp_delete_password).fill('Wrong-Passw0rd!');
    await dialog.getByRole('button', { name: ar.cp_delete_confirm }).click();
    await dialog.getByText(ar.v_current_password_wrong).waitFor({ timeout: 15_000 });
    await dialog.getByLabel(ar.cp_delete_password).fill(password);
    await dialog.getByRole('button', { name: ar.cp_delete_confirm }).click();
    await toast(page, ar.reply_company_closed);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/');
    expect((await api('POST', '/auth/login', null, { email: closingEmail, password, type: 'company' })).status).toBe(401);
    await context.close();
  });
});
