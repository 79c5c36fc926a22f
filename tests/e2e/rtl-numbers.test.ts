/**
 * Issue 23, right to left: numbers and Latin text on Arabic pages. A salary range on a job page reads its lower bound
 * left of its higher one (Chromium's bidi once drew "US$ 2,500 – US$ 1,500"), and a phone number typed into an Arabic
 * statement keeps its typed order (not "4567 123 0750"). Order is read from where Chromium draws each part.
 */
import { createClient } from '@libsql/client';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { d1File } from '../support/d1-state';
import { expectAccessible as expectNoSeriousViolations } from './axe';
import { hiringScene } from './hiring-support';
import { publishedJob } from './jobs-support';
import { logInAndLeaveHome } from './navigation-support';
import { baseUrl, messages, newContext, unique, useBrowser } from './support';

const t = messages.ar;
const seekerEmail = unique('rtl-seeker');
const statement = 'أعمل محاسباً منذ سنوات. رقم هاتفي 0750 123 4567 للتواصل.';
const scene = { salaryJobId: 0 };

useBrowser();

/** The left edge of where a piece of an element's text is drawn. */
function leftOf(scope: Locator, piece: string): Promise<number> {
  return scope.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      return range.getBoundingClientRect().left;
    }
    throw new Error(`no "${wanted}" in ${element.textContent}`);
  }, piece);
}

beforeAll(async () => {
  const { companyToken, applicationId } = await hiringScene({
    companyEmail: unique('rtl-company'),
    companyName: 'شركة زاگروس',
    seekerEmail,
    applicantName: 'سارا أحمد',
    jobTitle: 'محاسب أول',
    language: 'ar',
  });
  scene.salaryJobId = await publishedJob(companyToken, {
    title: 'محاسب في أربيل',
    language: 'ar',
    salary_min: 1500,
    salary_max: 2500,
    salary_currency: 'USD',
    salary_visible: true,
  });
  const db = createClient({ url: `file:${d1File(inject('statePath'))}` });
  try {
    await db.execute({ sql: 'UPDATE applications SET personal_statement = ? WHERE id = ?', args: [statement, applicationId] });
  } finally {
    db.close();
  }
});

describe('numbers on Arabic pages', () => {
  it('draws a salary range with its lower bound left of its higher one, in Arabic words', async () => {
    const context = await newContext({ locale: 'ar', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/jobs/${scene.salaryJobId}`);
    const salary = page.getByTestId('job-page').locator('dd', { hasText: '1,500' });
    await salary.waitFor();
    expect(await salary.textContent()).toContain('دولار');
    expect(await leftOf(salary, '1,500')).toBeLessThan(await leftOf(salary, '2,500'));
    await expectNoSeriousViolations(page, 'Arabic job page with a salary range');
    await context.close();
  });

  it('draws a phone number in a statement in its typed order', async () => {
    const context = await newContext({ locale: 'ar', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAndLeaveHome(page, 'ar', seekerEmail, 'account');
    await page.goto(`${baseUrl}/myApplications/applied-Jobs`);
    await page.getByText(t.myapps_sent_summary).first().click();
    const shown = page.locator('[dir="auto"]', { hasText: '0750' });
    await shown.waitFor();
    const [first, second, third] = [await leftOf(shown, '0750'), await leftOf(shown, '123'), await leftOf(shown, '4567')];
    expect(first).toBeLessThan(second);
    expect(second).toBeLessThan(third);
    await expectNoSeriousViolations(page, 'Arabic applications with a phone number in the statement');
    await context.close();
  });
});
