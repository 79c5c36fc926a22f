/**
 * Issue 13's messages in Chromium: a company (English, desktop) writes to an applicant from its messages page; the
 * seeker on a Sorani phone (ckb-IQ, 360 px) sees the unread badge in the navigation, reads the thread (the link in
 * it safe, the company's bubble on the other side) and answers with Ctrl+Enter (axe clean, nothing wider than the phone).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible as expectNoSeriousViolations } from './axe';
import { hiringScene } from './hiring-support';
import { logInAndLeaveHome, logInAs, openMenuIfFolded, pathOf, sidewaysOverflow } from './navigation-support';
import { baseUrl, desktop, messages, newContext, phone, unique, useBrowser } from './support';

const t = messages.ckb;
const en = messages.en;
const companyEmail = unique('messages-company');
const seekerEmail = unique('messages-seeker');
const jobTitle = 'ژمێریاری سەرەکی';
const companyText = 'Could you come on Sunday at 10? Map: https://zagros.example/map';
const answer = 'بەڵێ، یەکشەممە لە کاتژمێر 10 دێم.';
const state = { applicationId: 0 };

useBrowser();

beforeAll(async () => {
  ({ applicationId: state.applicationId } = await hiringScene({
    companyEmail,
    companyName: 'Zagros Trade',
    seekerEmail,
    applicantName: 'Shno Aziz',
    jobTitle,
  }));
}, 180_000);

async function expectAccessible(page: Page, moment: string): Promise<void> {
  await expectNoSeriousViolations(page, moment);
  expect((await sidewaysOverflow(page)).overflow, moment).toBe(0);
}

const bubbles = (page: Page) => page.getByTestId('message');

describe('messages between a company and a seeker', () => {
  it('the company writes to the applicant from its messages page', { timeout: 120_000 }, async () => {
    const context = await newContext({ locale: 'en-US', viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAndLeaveHome(page, 'en', companyEmail, 'company');
    await page.goto(`${baseUrl}/company/messages?thread=${state.applicationId}`);
    await expect.poll(() => page.getByText(en.messages_empty_thread).count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'company, empty thread');
    const box = page.getByLabel(en.messages_write_label);
    await box.fill(companyText);
    await box.press('Control+Enter');
    await expect.poll(() => bubbles(page).count()).toBe(1);
    await expect.poll(() => bubbles(page).first().getAttribute('data-mine')).toBe('true');
    expect(await box.inputValue()).toBe('');
    // Saved: the inbox lists the thread once the server has it.
    await expect.poll(() => page.getByTestId('thread-row').count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });

  it('the seeker on a Sorani phone sees the badge, reads the thread and answers', { timeout: 120_000 }, async () => {
    const context = await newContext({ locale: 'ckb-IQ', viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAs(page, 'ckb', seekerEmail, 'account');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dashboard');
    await openMenuIfFolded(page, 'ckb');
    const navLink = page.getByRole('banner').getByTestId('messages-nav');
    await expect.poll(() => navLink.getByTestId('unread-badge').textContent(), { timeout: 15_000 }).toBe('1');
    expect(await navLink.textContent()).toContain(t.messages_title);
    await expectAccessible(page, 'seeker, badge in the menu');
    await navLink.click();
    await expect.poll(() => pathOf(page)).toBe('/messages');
    const row = page.getByTestId('thread-row');
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain(jobTitle);
    await expectAccessible(page, 'seeker inbox');
    await row.click();

    await expect.poll(() => bubbles(page).count(), { timeout: 15_000 }).toBe(1);
    const received = bubbles(page).first();
    expect(await received.getAttribute('data-mine')).toBe('false');
    const link = received.getByRole('link', { name: 'https://zagros.example/map' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await link.getAttribute('href')).toBe('https://zagros.example/map');
    // Read: the badge is gone.
    await openMenuIfFolded(page, 'ckb');
    await expect.poll(() => page.getByRole('banner').getByTestId('unread-badge').count(), { timeout: 15_000 }).toBe(0);
    await page.keyboard.press('Escape');

    const box = page.getByLabel(t.messages_write_label);
    await box.fill(answer);
    await box.press('Control+Enter');
    await expect.poll(() => bubbles(page).count()).toBe(2);
    expect(await bubbles(page).nth(1).getAttribute('data-mine')).toBe('true');
    await expect.poll(() => bubbles(page).nth(1).getAttribute('data-pending'), { timeout: 15_000 }).toBe('false');
    // The send button's colour eases back from its busy grey: axe reads the colours once it has settled.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    // Bubbles follow the reading direction: the seeker's own sits at the inline end (the left in Sorani).
    const [mine, theirs] = await Promise.all([bubbles(page).nth(1).locator('div').first().boundingBox(), received.locator('div').first().boundingBox()]);
    expect((mine?.x ?? 0) < (theirs?.x ?? 0)).toBe(true);
    await expectAccessible(page, 'seeker thread after answering');
    await context.close();
  });
});
