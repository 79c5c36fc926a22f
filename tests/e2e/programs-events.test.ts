/**
 * Issue 14's programs and events in Chromium: a seeker on a Sorani phone (ckb-IQ, 360 px) finds an event on /events,
 * registers from its page and sees it on /dashboard; an admin (English, desktop) sees it among the events with its
 * seat taken and opens the form (rich text editor, image field). axe finds nothing serious or critical on any of them.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../support/files';
import { signUpSeekerOverHttp } from '../support/seeker-over-http';
import { expectAccessible as expectNoSeriousViolations } from './axe';
import { admin, api } from './hiring-support';
import { logInAs, pathOf, sidewaysOverflow } from './navigation-support';
import { adminTokenOverHttp, enterAppCode } from './second-factor-support';
import { baseUrl, desktop, messages, newContext, password, phone, unique, useBrowser } from './support';

const t = messages.ckb;
const en = messages.en;
const adminEmail = unique('pe-admin');
const seekerEmail = unique('pe-seeker');
const title = 'پێشانگای کاری هەولێر';
const state = { eventId: 0 };

useBrowser();

/** Baghdad's 10:00 a week from now, as the admin pages send it. */
function baghdadMorning(daysAhead: number, hour: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00+03:00`;
}

beforeAll(async () => {
  await admin('create-admin', adminEmail, password);
  // An admin's first sign-in sets the authenticator app up (issue 29); the page's sign-in later asks for its code.
  const adminToken = await adminTokenOverHttp(adminEmail, 'account');
  const { event } = await api<{ event: { id: number } }>('POST', '/admin/events', adminToken, {
    category: 'job_fair',
    title,
    description: '<p>زیاتر لە <strong>چل</strong> کۆمپانیا بەشدار دەبن.</p>',
    language: 'ckb',
    starts_at: baghdadMorning(7, 10),
    ends_at: baghdadMorning(7, 16),
    place: 'شاری پێشانگاکانی هەولێر',
    capacity: 50,
  });
  await api('POST', `/admin/events/${event.id}/publish`, adminToken);
  state.eventId = event.id;
  await signUpSeekerOverHttp(baseUrl, seekerEmail, password);
}, 180_000);

async function expectAccessible(page: Page, moment: string): Promise<void> {
  await expectNoSeriousViolations(page, moment);
  expect((await sidewaysOverflow(page)).overflow, moment).toBe(0);
}

describe('programs and events', () => {
  it('a seeker in Sorani registers for an event from its page and sees it on the dashboard', { timeout: 120_000 }, async () => {
    const context = await newContext({ locale: 'ckb-IQ', viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAs(page, 'ckb', seekerEmail, 'account');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dashboard');

    await page.goto(`${baseUrl}/events`);
    const card = page.getByTestId('program-card').filter({ hasText: title });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.pe_events_title);
    await expectAccessible(page, 'events list, Sorani phone');
    await card.getByRole('link', { name: title }).click();
    await expect.poll(() => pathOf(page)).toBe(`/events/${state.eventId}`);

    const details = page.getByTestId('program-page');
    await expect.poll(() => details.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(title);
    // 10:00 – 16:00 on Baghdad's clock, with Kar's Sorani month names; the hours one left-to-right unit (issue 23).
    expect(await details.textContent()).toContain('\u206610:00 – 16:00\u2069');
    expect(await details.textContent()).toContain(t.pe_baghdad_time);
    await expectAccessible(page, 'event page before registering');
    await details.getByRole('button', { name: t.pe_register }).click();
    await expect.poll(() => page.getByTestId('registered-badge').count(), { timeout: 15_000 }).toBe(1);
    expect(await details.getByRole('button', { name: t.pe_cancel_registration }).count()).toBe(1);
    expect(await details.textContent()).toContain(`${t.pe_seats_left.replace('{count}', '49')}`);
    await expectAccessible(page, 'event page, registered');

    await page.goto(`${baseUrl}/dashboard`);
    const mine = page.getByTestId('my-registrations');
    await expect.poll(() => mine.getByRole('link', { name: title }).count(), { timeout: 15_000 }).toBe(1);
    expect(await mine.getByRole('heading').first().textContent()).toBe(t.pe_my_registrations);
    await expectAccessible(page, 'dashboard with the registration');
    await context.close();
  });

  it('the admin sees the seat taken, opens the event form and adds an image', { timeout: 120_000 }, async () => {
    const context = await newContext({ locale: 'en-US', viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAs(page, 'en', adminEmail, 'account');
    await enterAppCode(page, 'en', adminEmail);
    await expect.poll(() => page.getByRole('dialog', { name: en.login_title }).count(), { timeout: 15_000 }).toBe(0);
    await page.goto(`${baseUrl}/admin/events`);
    const row = page.getByTestId('admin-program-row').filter({ hasText: title });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain(en.pe_registered_of.replace('{count}', '1').replace('{capacity}', '50'));
    expect(await row.textContent()).toContain(en.pe_status_published);
    await expectAccessible(page, 'admin events');
    await page.getByRole('button', { name: en.pe_new_event }).click();
    const form = page.getByTestId('program-form');
    await form.waitFor();
    await expect.poll(() => form.locator('.ql-editor').count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'admin new event form');
    // Nothing filled in: the form says what is missing and does not send.
    await form.getByRole('button', { name: en.pe_save }).click();
    await expect.poll(() => form.getByText(en.v_pe_title).count()).toBe(1);
    await form.getByRole('button', { name: en.button_cancel }).click();

    // Editing keeps the fields; a new image goes up after the save, with its progress.
    await row.getByRole('button', { name: en.pe_edit }).click();
    const edit = page.getByTestId('program-form');
    expect(await edit.getByLabel(en.pe_field_title).inputValue()).toBe(title);
    await edit.getByLabel(en.pe_field_image, { exact: true }).setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.from(tinyPng()) });
    await edit.getByRole('button', { name: en.pe_save }).click();
    await expect.poll(() => page.getByTestId('program-form').count(), { timeout: 15_000 }).toBe(0);
    await page.goto(`${baseUrl}/events/${state.eventId}`);
    const image = page.getByTestId('program-page').locator('img');
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await context.close();
  });
});
