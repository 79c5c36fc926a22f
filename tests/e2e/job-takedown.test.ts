/**
 * Issue 23 in Chromium, in Sorani: an admin takes a job down from /admin/jobs (with a reason); its page then says,
 * neutrally, that the job is no longer available (and nothing of the job); the admin's Restore brings the page back.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { admin, publishedJob } from './jobs-support';
import { registeredCompany } from './navigation-support';
import { adminSignIn } from './second-factor-support';
import { messages, openKurdishPage, password, unique, useBrowser } from './support';

const t = messages.ckb;
const adminEmail = unique('takedown-admin');
const title = `Takedown Carpenter ${Date.now()}`;
let jobId: number;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });

useBrowser();

beforeAll(async () => {
  const company = await registeredCompany(unique('takedown-company'), 'approved');
  jobId = await publishedJob(company, { title });
  admin('create-admin', adminEmail, password);
}, 120_000);

describe('a job taken down', () => {
  it('shows a neutral "no longer available" page until an admin restores it', { timeout: 180_000 }, async () => {
    const page = await openKurdishPage('/admin');
    await adminSignIn(page, 'ckb', adminEmail);
    await page.getByRole('heading', { name: t.adm_overview_title, level: 1 }).waitFor({ timeout: 20_000 });

    await page.goto(new URL('/admin/jobs', page.url()).href);
    await page.getByLabel(t.adm_job_title_search).fill(title);
    await page.getByRole('search').getByRole('button', { name: t.adm_search }).click();
    const row = page.getByTestId('admin-jobs').getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: t.adm_unpublish }).click();
    const dialog = page.getByTestId('admin-reason');
    await dialog.locator('textarea').fill('Asks applicants for a fee.');
    await dialog.getByRole('button', { name: t.adm_unpublish }).click();
    await toast(page, t.reply_job_unpublished);
    await row.getByText(t.adm_job_taken_down).waitFor({ timeout: 20_000 });

    const reader = await openKurdishPage(`/jobs/${jobId}`);
    await reader.getByRole('heading', { name: t.job_gone_title, level: 1 }).waitFor({ timeout: 20_000 });
    expect(await reader.getByText(title).count()).toBe(0);
    await expectAccessible(reader, 'a job taken down');

    await row.getByRole('button', { name: t.adm_restore_job }).click();
    await toast(page, t.reply_job_restored);
    await reader.reload();
    await reader.getByRole('heading', { name: title, level: 1 }).waitFor({ timeout: 20_000 });
  });
});
