/**
 * The company half of matching (issue 25) around the browser: an approved company's draft posting, seekers with a
 * made CV each who apply over REST with their answers (the seeker half drives the wizard itself: matching.test.ts),
 * and the company signed in through the header in a language.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpCompanyOverHttp, signUpSeekerOverHttp } from '../support/seeker-over-http';
import { admin } from './hiring-support';
import { inDays, restApi } from './jobs-support';
import { logInAndLeaveHome } from './navigation-support';
import { baseUrl, desktop, type Locale, newContext, password } from './support';

/** The company's own view of a posting as `GET /company/jobs/{id}` answers it: the parts this test reads. */
export interface CompanyJobReply {
  job: {
    state: string;
    skills: Array<{ skill_id: number; must: boolean; name: string }>;
    min_degree_id: number | null;
    languages: Array<{ language_id: number; min_level: string }>;
    questions: Array<{ id: number; kind: string; text: string; key: string | null; knockout: boolean } & Record<string, unknown>>;
  };
}

/** An approved company (English account, Arabic posting) with a draft: its basics only, no matching yet. */
export async function companyWithDraft(email: string, title: string): Promise<{ token: string; jobId: number }> {
  const token = await signUpCompanyOverHttp(baseUrl, email, password, 'Nina Accounting');
  await admin('approve-company', email);
  const { job } = await restApi<{ job: { id: number } }>('POST', '/company/jobs', token, {
    title,
    description: '<p>مكتب محاسبة في أربيل يبحث عن محاسب.</p>',
    language: 'ar',
    position_id: 1,
    sector_id: 1,
    city_id: 1,
    job_type_id: 1,
    workplace: 'on_site',
    experience_level: 'mid',
    requirements: ['الالتزام بالمواعيد'],
    deadline: inDays(30),
  });
  return { token, jobId: job.id };
}

export interface SeekerCv {
  name: string;
  degreeId: number;
  arabicLevel: string;
  skillIds: number[];
}

/** A seeker in Erbil with a made Arabic CV: a degree, Arabic at a level, and skills from the lookup. */
export async function seekerWithCv(email: string, cv: SeekerCv): Promise<{ token: string; cvId: number }> {
  const token = await signUpSeekerOverHttp(baseUrl, email, password);
  const made = await restApi<{ cv: { id: number } }>('POST', '/account/cvs/personal-info', token, {
    full_name: cv.name,
    email,
    phone_num: '+964 750 987 6543',
    location: 'أربيل',
    title: 'سيرة محاسب',
    language: 'ar',
  });
  const id = made.cv.id;
  await restApi('POST', `/account/cvs/${id}/education`, token, {
    institution_id: 1,
    city_id: 1,
    degree_id: cv.degreeId,
    field_of_study: 'Accounting',
    start_date: 2014,
    end_date: 2018,
  });
  await restApi('POST', `/account/cvs/${id}/languages`, token, { language_id: 4, proficiency_level: cv.arabicLevel });
  await restApi('POST', `/account/cvs/${id}/skills`, token, { skill_ids: cv.skillIds });
  return { token, cvId: id };
}

/** Applies as the wizard does (JSON without a file): the CV, a statement, the free-text requirement ticked, the answers. */
export async function applyWithAnswers(
  seeker: { token: string; cvId: number },
  jobId: number,
  answers: Array<{ question_id: number; value: boolean | number }>,
): Promise<number> {
  const { requirements } = await restApi<{ requirements: Array<{ id: number }> }>('GET', `/jobs/${jobId}/requirements`, seeker.token);
  const { application } = await restApi<{ application: { id: number } }>('POST', '/account/jobs/apply', seeker.token, {
    job_id: jobId,
    cv_id: seeker.cvId,
    personal_statement: 'عملت محاسباً خمس سنوات في أربيل.',
    job_qualification_ids: requirements.map((requirement) => requirement.id),
    answers,
  });
  return application.id;
}

/** A desktop-wide window in a language, the company signed in through the header's dialog, then on `path`. */
export async function companyPage(locale: Locale, email: string, path: string): Promise<Page> {
  const context = await newContext({ locale: locale === 'ar' ? 'ar-IQ' : locale === 'ckb' ? 'ckb-IQ' : 'en-US', viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await logInAndLeaveHome(page, locale, email, 'company');
  await page.goto(`${baseUrl}${path}`);
  return page;
}
