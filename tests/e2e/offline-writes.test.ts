/**
 * Writing through an internet cut (issue 27). A Sorani seeker on a 360 px phone edits three CV sections offline,
 * closes the tab and opens it again still offline; when the line returns every edit reaches Kar once and in the order
 * made, and a change made meanwhile on another device is shown beside theirs, never written over unasked. An
 * application finished offline waits for the seeker's word once back online.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { admin, publishedJob, restApi } from './jobs-support';
import { seekerWithCv } from './matching-company-support';
import { signedInPhone } from './offline-support';
import { baseUrl, messages, password, unique, useBrowser } from './support';

useBrowser();
const t = messages.ckb;

interface Cv {
  version: number;
  full_name: string;
  location: string;
  work_experiences: Array<{ title: string }>;
  references: Array<{ name: string }>;
}
const serverCv = async (token: string, cvId: number) => (await restApi<{ cv: Cv }>('GET', `/account/cvs/${cvId}`, token)).cv;

const maker = (page: Page) => page.locator('main');
const sectionButton = (page: Page, label: string) => page.getByRole('navigation', { name: t.cv_maker_sections }).getByRole('button', { name: label });
const next = (page: Page) => page.getByRole('button', { name: t.cv_next, exact: true }).click();
const add = (page: Page, label: string) =>
  page
    .getByRole('button', { name: `+ ${label}`, exact: true })
    .first()
    .click();
const heldNote = (page: Page) => page.getByTestId('cv-held');

/** The maker on a CV, loaded (the personal form shows the CV's name). */
async function openMaker(context: BrowserContext, cvId: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/cv-maker?id=${cvId}`);
  await maker(page).getByRole('button', { name: t.cv_action_edit, exact: true }).first().click();
  await expect.poll(() => maker(page).getByLabel(t.field_full_name).isVisible(), { timeout: 20_000 }).toBe(true);
  return page;
}

/** What the page writes to the API, in order: the path and, for tRPC, the section it names. */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    // HEAD is the page's reachability probe (client/lib/useOnline.ts), which may fire while the line comes back: not a write.
    if (request.method() === 'GET' || request.method() === 'HEAD' || !request.url().includes('/api/')) return;
    const section = /"section":"([a-z-]+)"/.exec(request.postData() ?? '')?.[1];
    writes.push(`${new URL(request.url()).pathname.replace(/\/\d+$/, '/:id')}${section ? ` ${section}` : ''}`);
  });
  return writes;
}

describe('CV edits made offline', () => {
  it(
    'keeps three sections’ edits through a closed tab, sends each once and in order when the line returns, and then offers to install',
    { timeout: 150_000 },
    async () => {
      const email = unique('offline-cv');
      const seeker = await seekerWithCv(email, { name: 'شیلان عومەر', degreeId: 2, arabicLevel: 'fluent', skillIds: [39] });
      const before = await serverCv(seeker.token, seeker.cvId);

      const { context, page: start } = await signedInPhone(email);
      await start.close();
      let page = await openMaker(context, seeker.cvId);
      await page.waitForLoadState('networkidle');

      await context.setOffline(true);
      await expect.poll(() => page.getByText(t.cv_held_offline).isVisible()).toBe(true);
      // 1. Personal information: a new place, saved by Next.
      await maker(page).getByLabel(t.cv_field_location, { exact: true }).fill('کۆیە');
      await next(page);
      await expect.poll(() => heldNote(page).textContent()).toContain('1');
      // 2. Work experience: a job added.
      await sectionButton(page, t.cv_section_work).click();
      await add(page, t.cv_add_work);
      await maker(page).getByLabel(t.cv_field_job_title).fill('ژمێریار');
      await maker(page).getByLabel(t.cv_field_company).fill('کتێبخانەی کۆیە');
      await maker(page).getByLabel(t.cv_field_location, { exact: true }).fill('کۆیە');
      await maker(page).getByLabel(`${t.cv_field_from}: ${t.field_month}`).selectOption('03');
      await maker(page).getByLabel(`${t.cv_field_from}: ${t.field_year}`).selectOption('2019');
      await maker(page).getByLabel(t.cv_field_present).check();
      await next(page);
      // 3. References: someone to ask.
      await expect.poll(() => sectionButton(page, t.cv_section_references).getAttribute('aria-current')).toBe('step');
      await add(page, t.cv_add_reference);
      await maker(page).getByLabel(t.field_full_name).fill('دیلان ئەحمەد');
      await maker(page).getByLabel(t.cv_field_job_title).fill('بەڕێوەبەر');
      await maker(page).getByLabel(t.cv_field_organization).fill('کتێبخانەی کۆیە');
      await maker(page).getByLabel(t.cv_field_relationship).fill('بەڕێوەبەرم');
      await maker(page).getByLabel(t.field_email).fill('dilan.ahmed@example.com');
      await maker(page).getByLabel(t.field_phone).fill('07709876543');
      await next(page);
      await expect.poll(() => heldNote(page).textContent()).toBe(t.cv_held_waiting.replace('{count}', '3'));
      await expectAccessible(page, 'CV maker with edits held offline');
      expect((await serverCv(seeker.token, seeker.cvId)).version).toBe(before.version);

      // The tab is closed and opened again, still offline: the edits are on the phone, shown in their sections.
      await page.close();
      page = await openMaker(context, seeker.cvId);
      expect(await maker(page).getByLabel(t.cv_field_location, { exact: true }).inputValue()).toBe('کۆیە');
      await sectionButton(page, t.cv_section_work).click();
      await expect.poll(() => maker(page).getByText('ژمێریار').first().isVisible()).toBe(true);
      await expect.poll(() => heldNote(page).textContent()).toBe(t.cv_held_waiting.replace('{count}', '3'));

      const writes = watchWrites(page);
      await context.setOffline(false);
      await expect.poll(() => heldNote(page).count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => page.getByText(t.cv_held_sent).first().isVisible()).toBe(true);
      expect(writes).toEqual(['/api/v1/account/cvs/personal-info/:id', '/api/trpc/cv.createItem work-experience', '/api/trpc/cv.createItem references']);
      const after = await serverCv(seeker.token, seeker.cvId);
      expect(after.version).toBe(before.version + 3);
      expect(after.location).toBe('کۆیە');
      expect(after.work_experiences.map((work) => work.title)).toEqual(['ژمێریار']);
      expect(after.references.map((reference) => reference.name)).toEqual(['دیلان ئەحمەد']);

      // Offline again; meanwhile the CV is changed on a computer. The phone's change is not written over it unasked.
      await page.reload({ waitUntil: 'networkidle' });
      await maker(page).getByRole('button', { name: t.cv_action_edit, exact: true }).first().click();
      await expect.poll(() => maker(page).getByLabel(t.cv_field_location, { exact: true }).inputValue()).toBe('کۆیە');
      await context.setOffline(true);
      await maker(page).getByLabel(t.cv_field_location, { exact: true }).fill('سۆران');
      await next(page);
      await expect.poll(() => heldNote(page).textContent()).toBe(t.cv_held_waiting.replace('{count}', '1'));
      await restApi('PUT', `/account/cvs/personal-info/${seeker.cvId}`, seeker.token, {
        full_name: 'Shilan Omar',
        email,
        phone_num: '+964 750 987 6543',
        location: 'هەولێر',
      });
      await context.setOffline(false);
      const conflict = page.getByRole('alert').filter({ hasText: t.cv_held_conflict_title });
      await expect.poll(() => conflict.isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await page.getByTestId('cv-conflict-yours').textContent()).toContain('سۆران');
      expect(await page.getByTestId('cv-conflict-theirs').textContent()).toContain('Shilan Omar');
      expect(await page.getByTestId('cv-conflict-theirs').textContent()).toContain('هەولێر');
      await expectAccessible(page, 'CV maker showing a conflict');
      expect((await serverCv(seeker.token, seeker.cvId)).location).toBe('هەولێر');

      await conflict.getByRole('button', { name: t.cv_held_keep_mine }).click();
      await expect.poll(async () => (await serverCv(seeker.token, seeker.cvId)).location, { timeout: 30_000 }).toBe('سۆران');
      await expect.poll(() => conflict.count()).toBe(0);

      // Installing is offered after the CV is saved, not on arrival. (A test's private window never gets Chromium's
      // own install event, so the page is given one that records being used.)
      await page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => document.body.setAttribute('data-install-prompted', 'yes'),
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(event);
      });
      const offer = page.getByTestId('install-offer');
      expect(await offer.count()).toBe(0);
      await page.getByRole('button', { name: t.cv_save_draft, exact: true }).click();
      await page.waitForURL(/\/dashboard/);
      await expect.poll(() => offer.isVisible()).toBe(true);
      expect(await offer.textContent()).toContain(t.install_offer_text);
      await expectAccessible(page, 'install offer');
      await offer.getByRole('button', { name: t.install_offer_install }).click();
      await expect.poll(() => page.locator('body').getAttribute('data-install-prompted')).toBe('yes');
      await expect.poll(() => offer.count()).toBe(0);
      await context.close();
    },
  );

  it('holds an application finished offline and sends it only when the seeker, back online, says so', { timeout: 120_000 }, async () => {
    const companyEmail = unique('held-apply-company');
    const companyToken = await signUpCompanyOverHttp(baseUrl, companyEmail, password, 'Koya Books');
    admin('approve-company', companyEmail);
    const jobTitle = 'فرۆشیاری کتێب لە کۆیە';
    const jobId = await publishedJob(companyToken, { title: jobTitle, language: 'ckb', requirements: ['Excel'] });
    const email = unique('held-apply');
    const seeker = await seekerWithCv(email, { name: 'ئاراس محەمەد', degreeId: 2, arabicLevel: 'fluent', skillIds: [39] });
    const applied = async () =>
      (await restApi<{ applications: Array<{ job: { id: number } }> }>('GET', '/account/jobs/applications', seeker.token)).applications;

    const { context, page } = await signedInPhone(email);
    const nextStep = () => page.getByTestId('apply-next').click();
    await page.goto(`${baseUrl}/jobs/${jobId}/apply?step=1&cv=${seeker.cvId}`, { waitUntil: 'networkidle' });
    await nextStep();
    await page.getByRole('main').getByLabel(t.apply_statement_label).fill('حەوت ساڵ لە کتێبخانە کارم کردووە.');
    await nextStep();
    await page.getByRole('main').getByRole('checkbox', { name: 'Excel' }).check();

    await context.setOffline(true);
    await nextStep();
    await expect.poll(() => page.getByText(t.apply_held).first().isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/jobs/${jobId}`);
    expect(await applied()).toEqual([]);

    await context.setOffline(false);
    const prompt = page.getByTestId('held-applications');
    await expect.poll(() => prompt.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await prompt.textContent()).toContain(jobTitle);
    await expectAccessible(page, 'an application held offline, back online');
    // Nothing is sent before the seeker says so.
    expect(await applied()).toEqual([]);
    await prompt.getByRole('button', { name: t.apply_held_send }).click();
    await expect.poll(() => prompt.count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.getByText(t.reply_application_submitted).first().isVisible()).toBe(true);
    expect((await applied()).map((application) => application.job.id)).toEqual([jobId]);
    await context.close();
  });
});
