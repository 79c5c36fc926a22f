/**
 * The seeker's side of issue 12 on a Sorani phone (ckb-IQ, 360 px): applications by tab and a withdrawal, an offer
 * accepted, an interview on Baghdad's clock with its .ics, and the dashboard's counts. One application is made through
 * the apply call with an uploaded CV (its frozen PDF is opened); companies cannot move applications yet (issue 13), so
 * the later stages, the offer and the interview are written straight into the test server's D1, as the hiring side
 * will write them.
 */
import { createClient } from '@libsql/client';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { d1File } from '../support/d1-state';
import { minimalPdf } from '../support/files';
import { signUpCompanyOverHttp, signUpSeekerOverHttp } from '../support/seeker-over-http';
import { expectAccessible as expectNoSeriousViolations } from './axe';
import { logInAs, openMenuIfFolded, pathOf, sidewaysOverflow } from './navigation-support';
import { baseUrl, messages, newContext, password, phone, unique, useBrowser } from './support';

const t = messages.ckb;
const seekerEmail = unique('my-applications');
const soraniTitle = 'ژمێریاری سەرەکی لە هەولێر';
const offerTitle = 'ژمێریاری باڵا';
const interviewTitle = 'بەڕێوەبەری کۆگا';
/** 07:30 UTC is 10:30 in Baghdad: the page must show Baghdad's clock even on a device set to UTC. */
const interviewStart = new Date(Date.UTC(2030, 2, 4, 7, 30));
const interviewUid = `kar-e2e-${Date.now()}@kar.test`;

const state = { offerId: 0 };

function admin(...args: string[]): void {
  execFileSync(process.execPath, ['scripts/admin.ts', ...args, '--persist-to', inject('statePath')], {
    env: { ...process.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function api<Data>(method: string, path: string, bearer: string, body?: unknown): Promise<Data> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  const reply = (await response.json()) as { data: Data };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply.data;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function publishedJob(companyToken: string, title: string, language: 'en' | 'ckb'): Promise<number> {
  const created = await api<{ job: { id: number } }>('POST', '/company/jobs', companyToken, {
    title,
    description: '<p>Work at our office in Erbil.</p>',
    language,
    position_id: 1,
    sector_id: 1,
    city_id: 1,
    job_type_id: 1,
    workplace: 'on_site',
    experience_level: 'mid',
    requirements: ['Excel', 'SQL'],
    deadline: inDays(30),
  });
  await api('POST', `/company/jobs/${created.job.id}/publish`, companyToken);
  return created.job.id;
}

/** Applies over REST as the wizard does: an uploaded PDF CV, a statement and the job's first requirement ticked. */
async function appliedWithUploadedCv(seekerToken: string, jobId: number): Promise<number> {
  const upload = new FormData();
  upload.append('name', 'سیڤیی ژمێریاری');
  upload.append('file_path', new File([minimalPdf('Shno Aziz')], 'shno-cv.pdf', { type: 'application/pdf' }));
  const { cv } = await api<{ cv: { id: number } }>('POST', '/account/cvs/upload', seekerToken, upload);
  const { requirements } = await api<{ requirements: Array<{ id: number }> }>('GET', `/jobs/${jobId}/requirements`, seekerToken);
  const form = new FormData();
  form.append('job_id', String(jobId));
  form.append('cv_id', String(cv.id));
  form.append('personal_statement', 'ساڵانێکە لە ژمێریاریدا کار دەکەم.');
  form.append('job_qualification_ids[]', String(requirements[0]?.id));
  const { application } = await api<{ application: { id: number } }>('POST', '/account/jobs/apply', seekerToken, form);
  return application.id;
}

type Stage = 'applied' | 'screening' | 'shortlisted' | 'interview' | 'offer';

/** An application as the apply call leaves it, moved through `stages` with one event each (a day apart). */
async function insertApplication(db: ReturnType<typeof createClient>, seekerId: number, jobId: number, stages: readonly Stage[]): Promise<number> {
  const start = Date.now() - stages.length * 86_400_000;
  const stage = stages.at(-1) ?? 'applied';
  const inserted = await db.execute({
    sql: `INSERT INTO applications (job_id, seeker_id, stage, personal_statement, full_name, email, cv_title, cv_kind, cv_language,
            requirements_ticked, requirements_total, stage_changed_at, created_at, updated_at)
          VALUES (?, ?, ?, ?, 'Shno Aziz', ?, 'سیڤیی ژمێریاری', 'made', 'ckb', 1, 2, ?, ?, ?) RETURNING id`,
    args: [jobId, seekerId, stage, 'ساڵانێکە لە ژمێریاریدا کار دەکەم.', seekerEmail, Date.now(), start, Date.now()],
  });
  const applicationId = Number(inserted.rows[0]?.id);
  const requirement = await db.execute({ sql: 'SELECT id FROM job_requirements WHERE job_id = ? ORDER BY position LIMIT 1', args: [jobId] });
  await db.execute({
    sql: 'INSERT INTO application_requirements (application_id, requirement_id) VALUES (?, ?)',
    args: [applicationId, Number(requirement.rows[0]?.id)],
  });
  let from: Stage | null = null;
  for (const [index, to] of (['applied', ...stages.filter((each) => each !== 'applied')] as Stage[]).entries()) {
    await db.execute({
      sql: 'INSERT INTO application_events (application_id, from_stage, to_stage, created_at) VALUES (?, ?, ?, ?)',
      args: [applicationId, from, to, start + index * 86_400_000],
    });
    from = to;
  }
  return applicationId;
}

useBrowser();

beforeAll(async () => {
  const companyEmail = unique('my-applications-company');
  const companyToken = await signUpCompanyOverHttp(baseUrl, companyEmail, password, 'Hawler Trade');
  admin('approve-company', companyEmail);
  admin('grant-credits', companyEmail, '3');
  const reviewedJob = await publishedJob(companyToken, soraniTitle, 'ckb');
  const offerJob = await publishedJob(companyToken, offerTitle, 'ckb');
  const interviewJob = await publishedJob(companyToken, interviewTitle, 'ckb');
  const seekerToken = await signUpSeekerOverHttp(baseUrl, seekerEmail, password);
  const applied = await appliedWithUploadedCv(seekerToken, reviewedJob);

  const db = createClient({ url: `file:${d1File(inject('statePath'))}` });
  try {
    const seeker = await db.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [seekerEmail] });
    const seekerId = Number(seeker.rows[0]?.id);
    // The company starts reviewing the application made over REST.
    const now = Date.now();
    await db.execute({ sql: "UPDATE applications SET stage = 'screening', stage_changed_at = ? WHERE id = ?", args: [now, applied] });
    await db.execute({
      sql: "INSERT INTO application_events (application_id, from_stage, to_stage, created_at) VALUES (?, 'applied', 'screening', ?)",
      args: [applied, now],
    });
    const offered = await insertApplication(db, seekerId, offerJob, ['applied', 'screening', 'interview', 'offer']);
    const interviewing = await insertApplication(db, seekerId, interviewJob, ['applied', 'interview']);
    const offer = await db.execute({
      sql: `INSERT INTO offers (application_id, title, salary, salary_currency, start_date, expires_at, message, status, created_at, updated_at)
            VALUES (?, ?, 1500000, 'IQD', '2030-01-01', ?, 'بەخێربێیت بۆ تیمەکەمان.', 'pending', ?, ?) RETURNING id`,
      args: [offered, offerTitle, now + 7 * 86_400_000, now, now],
    });
    state.offerId = Number(offer.rows[0]?.id);
    await db.execute({
      sql: `INSERT INTO interviews (application_id, starts_at, duration_minutes, mode, location, note, status, uid, sequence, created_at, updated_at)
            VALUES (?, ?, 45, 'on_site', 'هەولێر، شەقامی 100 مەتری', 'ناسنامەکەت لەگەڵ خۆت بهێنە.', 'scheduled', ?, 0, ?, ?)`,
      args: [interviewing, interviewStart.getTime(), interviewUid, now, now],
    });
  } finally {
    db.close();
  }
}, 180_000);

/** axe finds nothing serious or critical and nothing reaches past the 360-px screen sideways. */
async function expectAccessible(page: Page, moment: string): Promise<void> {
  await expectNoSeriousViolations(page, moment);
  expect((await sidewaysOverflow(page)).overflow, moment).toBe(0);
}

const cards = (page: Page) => page.getByTestId('application-card');
const toastStatus = (page: Page) => page.getByTestId('toast-region').getByRole('status');

let page: Page;

describe('a job seeker on a Sorani phone (ckb-IQ, 360 px, the device set to UTC)', () => {
  it('sees the counts on the dashboard, then the applications by tab, and withdraws one', { timeout: 120_000 }, async () => {
    const context = await newContext({ locale: 'ckb-IQ', viewport: phone, timezoneId: 'UTC', acceptDownloads: true });
    page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAs(page, 'ckb', seekerEmail, 'account');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dashboard');

    const counts = page.getByTestId('dashboard-counts');
    await expect.poll(() => counts.getByTestId('count-applications').textContent()).toContain('3');
    expect(await counts.getByTestId('count-interviews').textContent()).toContain('1');
    expect(await counts.getByTestId('count-offers').textContent()).toContain('1');
    expect(await counts.getByTestId('count-saved').textContent()).toContain('0');
    await expectAccessible(page, 'dashboard with counts');

    await openMenuIfFolded(page, 'ckb');
    await page.getByRole('banner').getByRole('link', { name: t.page_applied_jobs }).click();
    await expect.poll(() => pathOf(page)).toBe('/myApplications/applied-Jobs');
    await expect.poll(() => cards(page).count()).toBe(3);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.page_applied_jobs);
    await expectAccessible(page, 'applications, all');

    const tabs = page.getByRole('navigation', { name: t.myapps_tabs_label });
    await tabs.getByRole('link', { name: t.myapps_tab_in_progress }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('in_progress');
    await expect.poll(() => cards(page).count()).toBe(1);
    const card = cards(page).first();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(soraniTitle);
    // The timeline in the seeker's words, with days in Kar's Sorani month names and Latin digits.
    const timeline = card.getByRole('list', { name: t.myapps_timeline });
    expect(await timeline.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(t.myapps_status_submitted),
      expect.stringContaining(t.myapps_status_in_review),
    ]);
    expect(await timeline.textContent()).not.toMatch(/M\d\d|[\u0660-\u0669\u06F0-\u06F9]/);
    await card.getByText(t.myapps_sent_summary).click();
    expect(await card.getByText('سیڤیی ژمێریاری').count()).toBe(1);
    expect(await card.getByRole('list').filter({ hasText: 'Excel' }).count()).toBe(1);
    expect(await card.getByText('ساڵانێکە لە ژمێریاریدا کار دەکەم.').count()).toBe(1);
    await expectAccessible(page, 'applications, in progress, what was sent open');

    // The CV as the company received it: the frozen copy, shown in the PDF viewer.
    const openCv = card.getByRole('button', { name: t.myapps_cv_open });
    await openCv.click();
    const viewer = page.getByRole('dialog', { name: t.cv_pdf_title });
    await viewer.locator(`iframe[title="${t.cv_pdf_title}"]`).waitFor({ timeout: 15_000 });
    expect(await viewer.getByRole('link', { name: t.cv_download }).getAttribute('href')).toMatch(/^blob:/);
    await expectAccessible(page, 'sent CV in the viewer');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t.myapps_cv_open);

    await card.getByRole('button', { name: t.myapps_withdraw }).click();
    const dialog = page.getByRole('dialog', { name: t.myapps_withdraw_title });
    await dialog.waitFor();
    await expectAccessible(page, 'withdraw confirmation');
    await dialog.getByRole('button', { name: t.myapps_withdraw_confirm }).click();
    await expect.poll(() => toastStatus(page).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('toast-region').getByRole('alert').count()).toBe(0);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => cards(page).count()).toBe(0);
    // The card is gone from this tab: focus goes to the page's heading, not lost to the document.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('h1');
    expect(await page.getByText(t.myapps_empty_tab.replace('{tab}', t.myapps_tab_in_progress)).count()).toBe(1);
    await expectAccessible(page, 'applications, in progress, empty');

    await tabs.getByRole('link', { name: t.myapps_tab_withdrawn }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    const withdrawn = cards(page).first();
    expect(await withdrawn.getByRole('list', { name: t.myapps_timeline }).textContent()).toContain(t.myapps_status_withdrawn);
    expect(await withdrawn.getByRole('button', { name: t.myapps_withdraw }).count()).toBe(0);
  });

  it('sees the offer with its salary and dates, and accepts it', async () => {
    await page.getByRole('navigation', { name: t.myapps_sections_label }).getByRole('link', { name: t.myapps_nav_offers }).click();
    await expect.poll(() => pathOf(page)).toBe('/myApplications/offers');
    const offer = page.getByTestId('offer-card');
    await expect.poll(() => offer.count()).toBe(1);
    expect(await offer.getByRole('heading', { level: 2 }).textContent()).toBe(offerTitle);
    const text = (await offer.textContent()) ?? '';
    expect(text).toContain('1,500,000');
    expect(text).toContain('1 کانوونی دووەم 2030');
    expect(text).toContain(t.myapps_offer_status_pending);
    expect(text).toContain('بەخێربێیت بۆ تیمەکەمان.');
    await expectAccessible(page, 'offers');

    await offer.getByRole('button', { name: t.myapps_offer_accept }).click();
    const dialog = page.getByRole('dialog', { name: t.myapps_offer_accept_title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t.myapps_offer_accept }).click();
    await expect.poll(() => offer.getByText(t.myapps_offer_status_accepted).count()).toBe(1);
    expect(await offer.getByRole('button').count()).toBe(0);
    await expect.poll(() => toastStatus(page).count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`offer-${state.offerId}-title`);
    await expectAccessible(page, 'offer accepted');
  });

  it("sees the interview at Baghdad's time and downloads its .ics", async () => {
    await page.getByRole('navigation', { name: t.myapps_sections_label }).getByRole('link', { name: t.myapps_nav_interviews }).click();
    await expect.poll(() => pathOf(page)).toBe('/myApplications/interviews');
    const interview = page.getByTestId('interview-card');
    await expect.poll(() => interview.count()).toBe(1);
    const when = (await interview.getByTestId('interview-when').textContent()) ?? '';
    // 07:30 UTC on 4 March 2030 is 10:30 in Baghdad; the device's UTC clock is offered, not chosen.
    expect(when).toContain('4 ئازار 2030');
    expect(when).toContain('10:30 – 11:15');
    expect(when).not.toContain('07:30');
    expect(await interview.textContent()).toContain('45 خولەک');
    expect(await interview.textContent()).toContain('هەولێر، شەقامی 100 مەتری');
    expect(await page.getByLabel(t.myapps_time_zone).inputValue()).toBe('Asia/Baghdad');
    await expectAccessible(page, 'interviews');

    const [download] = await Promise.all([page.waitForEvent('download'), interview.getByRole('link', { name: t.myapps_interview_ics }).click()]);
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:${interviewUid}`);
    expect(ics).toContain('DTSTART:20300304T073000Z');

    // The device's own zone on request: the same interview at 07:30 on a UTC clock.
    await page.getByLabel(t.myapps_time_zone).selectOption({ index: 1 });
    await expect.poll(() => interview.getByTestId('interview-when').textContent()).toContain('07:30 – 08:15');
  });
});
