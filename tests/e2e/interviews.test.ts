/**
 * Issue 13's interviews in Chromium, the company's side: a company in Arabic opens /company/interviews from its
 * navigation, sees an interview on Baghdad's clock, switches the order, reschedules it through the dialog (the
 * hour changes on the page and a new `.ics` with a higher SEQUENCE is mailed) and cancels it (METHOD:CANCEL).
 * axe clean at each step; nothing wider than a 360-px phone.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as expectNoSeriousViolations } from './axe';
import { api, hiringScene } from './hiring-support';
import { logInAndLeaveHome, openMenuIfFolded, pathOf, sidewaysOverflow } from './navigation-support';
import { baseUrl, desktop, messages, newContext, phone, unique, useBrowser } from './support';

const t = messages.ar;
const companyEmail = unique('interviews-company');
const seekerEmail = unique('interviews-seeker');
const applicant = 'Shno Aziz';
const state = { applicationId: 0, interviewId: 0, token: '' };

const companyApi = <Data>(method: string, path: string, body?: unknown) => api<Data>(method, path, state.token, body);

/** The newest `.ics` mailed to the seeker (mail goes after the reply, so it is waited for). */
async function calendarMailed(sequence: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const body = (await (await fetch(`${baseUrl}/dev/mail`)).json()) as { data: { messages: Array<{ to: string; attachments?: Array<{ content: string }> }> } };
    const ics = body.data.messages.find((message) => message.to === seekerEmail && message.attachments?.length)?.attachments?.[0]?.content ?? '';
    if (ics.includes(`SEQUENCE:${sequence}\r\n`)) return ics;
    if (Date.now() > deadline) throw new Error(`no .ics with SEQUENCE ${sequence} mailed to ${seekerEmail}: ${ics}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** The day after tomorrow on Baghdad's calendar, at 07:00 UTC: 10:00 there. */
const startsAt = () => `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T07:00:00Z`;

useBrowser();

beforeAll(async () => {
  const scene = await hiringScene({ companyEmail, companyName: 'Zagros Trade', seekerEmail, applicantName: applicant, jobTitle: 'محاسب أول', language: 'ar' });
  state.token = scene.companyToken;
  state.applicationId = scene.applicationId;
  const { interview } = await companyApi<{ interview: { id: number } }>('POST', `/company/applications/${state.applicationId}/interviews`, {
    starts_at: startsAt(),
    duration_minutes: 45,
    mode: 'on_site',
    location: 'شارع 100 متر، أربيل',
    note: 'أحضر أعمالك السابقة.',
  });
  state.interviewId = interview.id;
  expect(await calendarMailed(0)).toContain('METHOD:REQUEST');
}, 180_000);

async function expectAccessible(page: Page, moment: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  await expectNoSeriousViolations(page, moment);
  expect((await sidewaysOverflow(page)).overflow, moment).toBe(0);
}

const card = (page: Page) => page.getByTestId('company-interview').first();

describe("the company's interviews page", () => {
  it('in Arabic on a phone: lists, orders, reschedules through the dialog and cancels', { timeout: 180_000 }, async () => {
    const context = await newContext({ locale: 'ar', viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAndLeaveHome(page, 'ar', companyEmail, 'company');
    await openMenuIfFolded(page, 'ar');
    await page.getByRole('banner').getByRole('link', { name: t.iv_page_title, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/company/interviews');
    await expect.poll(() => page.getByTestId('company-interview').count(), { timeout: 15_000 }).toBe(1);
    expect(await card(page).textContent()).toContain('10:00 – 10:45');
    expect(await card(page).getByRole('link', { name: applicant }).getAttribute('href')).toMatch(
      new RegExp(`^/company/jobs/\\d+/applicants\\?application=${state.applicationId}$`),
    );
    await expectAccessible(page, 'interviews page');

    await page.getByRole('button', { name: t.iv_sort_asc }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('asc');
    expect(await page.getByRole('button', { name: t.iv_sort_asc }).getAttribute('aria-pressed')).toBe('true');

    await card(page).getByRole('button', { name: t.iv_reschedule }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(t.iv_zone_hint).first().waitFor();
    await expectAccessible(page, 'reschedule dialog');
    await dialog.getByLabel(`${t.iv_time} — ${t.iv_zone_hint}: ${t.iv_hour}`).selectOption('11');
    // The list's refetch after the move fails: the list stays as it was, with the failure and its retry above it.
    const listReads = /\/api\/trpc\/[^?]*interviews\.list/;
    await page.route(listReads, (route) => route.abort());
    await dialog.getByRole('button', { name: t.iv_save_submit }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const failure = page.getByRole('alert').filter({ hasText: t.iv_load_failed });
    await expect.poll(() => failure.count(), { timeout: 30_000 }).toBe(1);
    expect(await card(page).textContent()).toContain('10:00 – 10:45');
    await page.unroute(listReads);
    await failure.getByRole('button', { name: t.iv_retry }).click();
    await expect.poll(() => card(page).textContent(), { timeout: 30_000 }).toContain('11:00 – 11:45');
    expect(await failure.count()).toBe(0);
    const changed = await calendarMailed(1);
    expect(changed).toContain(`DTSTART:${startsAt().replace(/[-:]/g, '').replace('T07', 'T08')}`);

    await card(page).getByRole('button', { name: t.iv_cancel }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.iv_cancel }).click();
    await expect.poll(() => card(page).textContent(), { timeout: 15_000 }).toContain(t.iv_status_cancelled);
    expect(await card(page).getByRole('button', { name: t.iv_reschedule }).count()).toBe(0);
    expect(await calendarMailed(2)).toContain('METHOD:CANCEL');
    await expectAccessible(page, 'after cancelling');
    await context.close();
  });

  it('in English on a desktop: latest first by default', { timeout: 120_000 }, async () => {
    const en = messages.en;
    const context = await newContext({ locale: 'en-US', viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAndLeaveHome(page, 'en', companyEmail, 'company');
    await page.goto(`${baseUrl}/company/interviews`);
    await expect.poll(() => page.getByTestId('company-interview').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('button', { name: en.iv_sort_desc }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: en.iv_sort_asc }).getAttribute('aria-pressed')).toBe('false');
    await expectAccessible(page, 'interviews page, English');
    await context.close();
  });
});
