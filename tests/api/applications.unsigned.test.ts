import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { applications, cvs, pendingApplications, sessions, users } from '../../db/schema';
import { listOutbox } from '../../worker/platform/outbox';
import { type Api, captcha, get, lastCodeSentTo, post, signedUpAccount, strongPassword } from '../support/auth-flow';
import { completeCv, draftCv, uploadedCv } from './applications.support';
import { jobWorld, type JobWorld, publishedJob, send } from './jobs.support';

let world: JobWorld;
let api: Api;
let jobId: number;
let requirementIds: number[];

beforeEach(async () => {
  world = await jobWorld();
  api = world.api;
  jobId = await publishedJob(world);
  const job = await send(api, 'GET', `/jobs/${jobId}`);
  requirementIds = (job.body.data?.job as { requirements: Array<{ id: number }> }).requirements.map((requirement) => requirement.id);
}, 60_000);

const detailsOf = (email: string, overrides: Record<string, unknown> = {}) => ({
  full_name: 'ئاراس محەمەد',
  email,
  phone: '07501234567',
  date_of_birth: '1995-04-12',
  gender_id: 1,
  city_id: 2,
  position_id: 1,
  bio: 'Backend developer in Erbil.',
  job_id: jobId,
  ...overrides,
});

async function start(email: string, overrides: Record<string, unknown> = {}, init: { token?: string; language?: string } = {}) {
  return post(api, '/nonsigned-accounts', { ...detailsOf(email, overrides), captcha: await captcha(api) }, init);
}

/** Steps 1 and 2 with an uploaded PDF: the applicant's token and CV. */
async function startedWithCv(email: string) {
  const started = await start(email);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const token = started.body.data?.token as string;
  const cvId = await uploadedCv(api, token);
  const attached = await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: { cv_id: cvId, job_qualification_ids: requirementIds.slice(0, 1) } });
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  return { token, cvId };
}

/** Through step 3: the code is mailed. */
async function signedUpPending(email: string) {
  const started = await startedWithCv(email);
  const signup = await post(
    api,
    '/nonsigned-accounts-signup',
    { email, password: strongPassword, password_confirmation: strongPassword },
    { token: started.token },
  );
  expect(signup.status, JSON.stringify(signup.body)).toBe(200);
  return started;
}

// A failed login asks for the robot check next time: every attempt here carries one.
const login = async (email: string, password = strongPassword) => post(api, '/auth/login', { email, password, type: 'account', captcha: await captcha(api) });
const userOf = async (email: string) => (await api.deps.db.select().from(users).where(eq(users.email, email)))[0];

describe('applying without an account, from the first call to a signed-in account', () => {
  it('starts, takes an uploaded PDF, sets the password, verifies the code and sends the application', async () => {
    const email = 'aras@example.com';
    const started = await start(email);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ code: 'unsigned_started', data: { user: { email, email_verified: false, bio: 'Backend developer in Erbil.' } } });
    expect(started.body.data?.pending_application).toMatchObject({
      job_id: jobId,
      cv_id: null,
      personal_statement: 'Backend developer in Erbil.',
      password_set: false,
    });
    expect(started.headers.get('set-cookie')).toMatch(/kar_session=[^;]+; .*HttpOnly/i);
    const firstToken = started.body.data?.token as string;

    // The session works for the CV upload like any job seeker's.
    const cvId = await uploadedCv(api, firstToken);
    const attached = await send(api, 'PUT', '/nonsigned-accounts/cv', {
      token: firstToken,
      body: { cv_id: cvId, job_qualification_ids: requirementIds, personal_statement: 'I build APIs.' },
    });
    expect(attached.body.data?.pending_application).toMatchObject({ cv_id: cvId, personal_statement: 'I build APIs.', job_qualification_ids: requirementIds });
    const resumed = await get(api, '/nonsigned-accounts', { token: firstToken });
    expect(resumed.body).toMatchObject({ code: 'unsigned_loaded', data: { pending_application: { cv_id: cvId } } });

    // No password works before step 3 and before the code.
    expect((await login(email)).body.code).toBe('invalid_credentials');
    const signup = await post(
      api,
      '/nonsigned-accounts-signup',
      { email, password: strongPassword, password_confirmation: strongPassword },
      { token: firstToken, language: 'ckb' },
    );
    expect(signup.body).toMatchObject({ status: 'success', code: 'code_sent', message: 'verify email, you have only 3 minutes', data: { email } });
    const [mail] = await listOutbox(api.deps.db);
    expect(mail?.to).toBe(email);
    expect(mail?.html).toContain('dir="rtl"');
    const refused = await login(email);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_email_unverified');

    const verified = await post(api, '/nonsigned-accounts/verify', { code: await lastCodeSentTo(api, email) }, { token: firstToken });
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
    expect(verified.body).toMatchObject({
      code: 'application_submitted',
      message: 'Application submitted successfully',
      data: { user: { email, email_verified: true } },
    });
    expect(verified.body.data?.application).toMatchObject({
      job: { id: jobId },
      status: 'submitted',
      personal_statement: 'I build APIs.',
      cv: { kind: 'uploaded' },
    });
    expect(verified.headers.get('set-cookie')).toMatch(/kar_session=[^;]+;/);
    const token = verified.body.data?.token as string;
    expect(token).not.toBe(firstToken);

    // The placeholder's session ended; the new one is a full account's.
    expect((await get(api, '/account/cvs/account-cvs', { token: firstToken })).status).toBe(401);
    expect((await get(api, '/account/cvs/account-cvs', { token })).status).toBe(200);
    expect((await get(api, '/nonsigned-accounts', { token })).body.code).toBe('pending_application_missing');
    const user = await userOf(email);
    const [application] = await api.deps.db.select().from(applications).where(eq(applications.seekerId, user!.id));
    expect(application).toMatchObject({ jobId, cvId, cvKind: 'uploaded', requirementsTicked: requirementIds.length, fullName: 'ئاراس محەمەد' });
    const [pending] = await api.deps.db.select().from(pendingApplications).where(eq(pendingApplications.userId, user!.id));
    expect(pending?.submittedAt).not.toBeNull();
    expect((await login(email)).status).toBe(200);
    // The same code cannot be used twice.
    expect((await post(api, '/nonsigned-accounts/verify', { code: '123456' }, { token })).body.code).toBe('pending_application_missing');
  }, 60_000);

  it('accepts a CV made in the CV maker, multipart details, and the bio as the statement', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(detailsOf('made@example.com'))) form.append(name, String(value));
    form.append('captcha', await captcha(api));
    const started = await post(api, '/nonsigned-accounts', form);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const token = started.body.data?.token as string;
    const cvId = await completeCv(api, token);
    expect((await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: { cv_id: cvId, job_qualification_ids: requirementIds.slice(1) } })).status).toBe(
      200,
    );
    await post(api, '/nonsigned-accounts-signup', { email: 'made@example.com', password: strongPassword, password_confirmation: strongPassword }, { token });
    const verified = await post(api, '/nonsigned-accounts/verify', { code: await lastCodeSentTo(api, 'made@example.com') }, { token });
    expect(verified.status).toBe(201);
    expect(verified.body.data?.application).toMatchObject({ personal_statement: 'Backend developer in Erbil.', cv: { kind: 'made' } });
  }, 60_000);

  it('lets step 3 correct the address; the code goes to the new one', async () => {
    const { token } = await startedWithCv('typo@exmple.com');
    const signup = await post(
      api,
      '/nonsigned-accounts-signup',
      { email: 'Fixed@Example.com', password: strongPassword, password_confirmation: strongPassword },
      { token },
    );
    expect(signup.body.data).toMatchObject({ email: 'fixed@example.com' });
    const verified = await post(api, '/nonsigned-accounts/verify', { code: await lastCodeSentTo(api, 'fixed@example.com') }, { token });
    expect(verified.status).toBe(201);
    expect(await userOf('typo@exmple.com')).toBeUndefined();
  }, 60_000);

  it('keeps the account when the job closed before the code came back, and says why nothing was sent', async () => {
    const { token } = await signedUpPending('late@example.com');
    expect((await send(api, 'POST', `/company/jobs/${jobId}/close`, { token: world.company })).status).toBe(200);
    const verified = await post(api, '/nonsigned-accounts/verify', { code: await lastCodeSentTo(api, 'late@example.com') }, { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      code: 'unsigned_verified_not_applied',
      data: { application: null, application_error: 'job_not_open', user: { email_verified: true } },
    });
    expect((await login('late@example.com')).status).toBe(200);
  }, 60_000);

  it('works over tRPC with the session in the cookie only', async () => {
    const body = JSON.stringify({ ...detailsOf('trpc@example.com', { gender_id: '1' }), captcha: await captcha(api) });
    const started = await api.request('/api/trpc/unsigned.start', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(started.status).toBe(200);
    const result = ((await started.json()) as { result: { data: Record<string, unknown> } }).result.data;
    expect(result).toMatchObject({ code: 'unsigned_started', user: { email: 'trpc@example.com' } });
    expect(result).not.toHaveProperty('token');
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const current = await api.request('/api/trpc/unsigned.current', { headers: { Cookie: cookie } });
    expect(((await current.json()) as { result: { data: { pending_application: { job_id: number } } } }).result.data.pending_application.job_id).toBe(jobId);
    const empty = await api.request('/api/trpc/unsigned.attachCv', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: '{}',
    });
    // tRPC answers its own input errors with 400; the fields are the same as REST's.
    expect(empty.status).toBe(400);
    const error = ((await empty.json()) as { error: { data: { appCode: string; fields: Record<string, string[]> } } }).error.data;
    expect(error).toMatchObject({ appCode: 'validation_failed', fields: { cv_id: ['Upload a file or create a new cv'] } });
  }, 60_000);
});

describe('POST /nonsigned-accounts', () => {
  // The e-mail address may be left empty: the mobile number is then the address (issue 28; applications.unsigned-phone.test.ts).
  const fields = ['full_name', 'phone', 'date_of_birth', 'gender_id', 'city_id', 'position_id', 'bio', 'job_id'];

  it("says 'Please fill all empty fields' for every missing or empty field, in the reader's language", async () => {
    const missing = await post(api, '/nonsigned-accounts', {});
    expect(missing.status).toBe(422);
    for (const field of fields) expect(missing.body.errors?.[field], field).toEqual(['Please fill all empty fields']);
    expect(missing.body.errors?.captcha).toEqual(['please verify you are not a robot']);
    const empty = await post(
      api,
      '/nonsigned-accounts',
      { ...Object.fromEntries(fields.map((field) => [field, '  '])), captcha: await captcha(api) },
      { language: 'ckb' },
    );
    for (const field of fields) expect(empty.body.errors?.[field], field).toEqual(['تکایە هەموو خانە بەتاڵەکان پڕ بکەرەوە']);
    expect(missing.body.errors?.email).toBeUndefined();
    expect((await post(api, '/nonsigned-accounts', { full_name: '' }, { language: 'ar' })).body.errors?.full_name).toEqual(['يرجى ملء جميع الحقول الفارغة']);
  });

  it.each([
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Enter valid email address'],
    ['a name with digits', { full_name: 'Aras 2' }, 'full_name', 'Full name cannot contain numbers'],
    ['a birth date in the future', { date_of_birth: '2999-01-01' }, 'date_of_birth', 'Selected date of birth is in the future'],
    ['a gender that is no id', { gender_id: 'abc' }, 'gender_id', 'Select your gender'],
    ['an unknown gender', { gender_id: 999 }, 'gender_id', 'Select your gender'],
    ['a short phone number', { phone: '12' }, 'phone', 'Enter a valid phone number'],
    ['a bio over 2000 characters', { bio: 'x'.repeat(2001) }, 'bio', 'Enter at most 2000 characters'],
    ['a job id of the wrong type', { job_id: { id: 1 } }, 'job_id', 'Please fill all empty fields'],
  ])('refuses %s', async (_label, overrides, field, message) => {
    const reply = await start('rules@example.com', overrides);
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[field]?.[0]).toBe(message);
  });

  it('needs a solved robot check', async () => {
    const reply = await post(api, '/nonsigned-accounts', { ...detailsOf('robot@example.com'), captcha: 'bm9wZQ==' });
    expect(reply.body).toMatchObject({ code: 'captcha_failed', message: 'please verify you are not a robot' });
  });

  it("answers 409 for a verified account's address and for a job that is not open, 404 for a job nobody can see", async () => {
    const taken = await start('seeker@example.com');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email_exists_login', message: 'Email already exists, please login' });
    expect((await start('company@example.com', { email: 'hr@zagros.example' })).body.code).toBe('email_exists_login');
    await send(api, 'POST', `/company/jobs/${jobId}/pause`, { token: world.company });
    const paused = await start('paused@example.com');
    expect(paused.status).toBe(409);
    expect(paused.body.code).toBe('job_not_open');
    expect((await start('unknown@example.com', { job_id: 999_999 })).status).toBe(404);
    expect(await userOf('paused@example.com')).toBeUndefined();
  });

  it('replaces an unverified applicant with the same address, files and sessions included', async () => {
    const first = await startedWithCv('again@example.com');
    const before = await userOf('again@example.com');
    const [cvBefore] = await api.deps.db.select().from(cvs).where(eq(cvs.userId, before!.id));
    const again = await start('again@example.com', { full_name: 'Aras Again' });
    expect(again.status).toBe(201);
    const after = await userOf('again@example.com');
    expect(after?.id).not.toBe(before?.id);
    expect(after?.fullName).toBe('Aras Again');
    expect((await get(api, '/nonsigned-accounts', { token: first.token })).status).toBe(401);
    expect(await api.deps.db.select().from(cvs).where(eq(cvs.userId, before!.id))).toEqual([]);
    expect(await api.deps.blobs.get(cvBefore!.fileKey!)).toBeNull();
    expect((await get(api, '/nonsigned-accounts', { token: again.body.data?.token as string })).body.data?.pending_application).toMatchObject({ cv_id: null });
  }, 60_000);

  it('leaves the normal sign-up of the same address working: proving the address replaces the applicant', async () => {
    const pending = await startedWithCv('both@example.com');
    const sent = await post(api, '/auth/send-verification-code', { email: 'both@example.com', type: 'account', captcha: await captcha(api) });
    expect(sent.body).toMatchObject({ code: 'email_taken_code_sent', message: 'The email has already been taken.' });
    // Only the code replaces anything: until then the applicant keeps going.
    expect((await get(api, '/nonsigned-accounts', { token: pending.token })).status).toBe(200);
    const verified = await post(api, '/auth/verify-email', {
      email: 'both@example.com',
      type: 'account',
      verification_code: await lastCodeSentTo(api, 'both@example.com'),
    });
    expect(verified.status).toBe(200);
    expect((await get(api, '/nonsigned-accounts', { token: pending.token })).status).toBe(401);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      full_name: 'Both Ways',
      email: 'both@example.com',
      phone_number: '07501234567',
      password: strongPassword,
      password_confirmation: strongPassword,
      dob: '1990-01-01',
      gender_id: '1',
      city_id: '1',
    }))
      form.append(name, value);
    const registered = await post(api, '/auth/register', form);
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect((await login('both@example.com')).status).toBe(200);
  }, 60_000);

  it('lets a company sign up with the address of an unsigned applicant too', async () => {
    await start('shared@example.com');
    const sent = await post(api, '/auth/send-verification-code', { email: 'shared@example.com', type: 'company', captcha: await captcha(api) });
    expect(sent.status).toBe(200);
    const verified = await post(api, '/auth/verify-email', {
      email: 'shared@example.com',
      type: 'company',
      verification_code: await lastCodeSentTo(api, 'shared@example.com'),
    });
    expect(verified.status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      legal_name: 'Shared Ltd',
      email: 'shared@example.com',
      phone_number: '07501234567',
      password: strongPassword,
      password_confirmation: strongPassword,
      sector_id: '1',
      employees_num_id: '1',
      company_type_id: '1',
      headquarter_location_id: '1',
    }))
      form.append(name, value);
    expect((await post(api, '/auth/register-company', form)).status).toBe(201);
    expect((await userOf('shared@example.com'))?.type).toBe('company');
  }, 60_000);

  it('limits starts per address like sign-up codes', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await start('often@example.com')).status).toBe(201);
    const limited = await start('often@example.com');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  }, 60_000);
});

describe('expiry', () => {
  it('forgets a start after 24 hours and removes the abandoned applicant on a later start', async () => {
    const { token } = await startedWithCv('slow@example.com');
    const abandoned = await userOf('slow@example.com');
    world.clock.advance(24 * 60 * 60 * 1000 + 1);
    const expired = await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: { cv_id: 1 } });
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({ code: 'pending_application_missing', message: 'Your application was not found or has expired. Please start again.' });
    expect((await get(api, '/nonsigned-accounts', { token })).status).toBe(404);
    expect((await start('someone-else@example.com')).status).toBe(201);
    expect(await userOf('slow@example.com')).toBeUndefined();
    expect(await api.deps.db.select().from(sessions).where(eq(sessions.userId, abandoned!.id))).toEqual([]);
  }, 60_000);
});

describe('PUT /nonsigned-accounts/cv', () => {
  let token: string;
  beforeEach(async () => {
    token = (await start('cv@example.com')).body.data?.token as string;
  });

  it("asks for a CV ('Upload a file or create a new cv'), refuses a draft and another user's CV", async () => {
    const none = await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: {} });
    expect(none.status).toBe(422);
    expect(none.body.errors?.cv_id).toEqual(['Upload a file or create a new cv']);
    const draft = await send(api, 'PUT', '/nonsigned-accounts/cv', {
      token,
      body: { cv_id: await draftCv(api, token), job_qualification_ids: requirementIds },
    });
    expect(draft.status).toBe(422);
    expect(draft.body.errors?.cv_id).toEqual(["You can't continue until you've completed your CV."]);
    const others = await uploadedCv(api, world.seeker);
    expect((await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: { cv_id: others, job_qualification_ids: requirementIds } })).status).toBe(404);
    expect((await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: { cv_id: 'x' } })).body.errors?.cv_id).toEqual([
      'Upload a file or create a new cv',
    ]);
  }, 60_000);

  it("checks the requirements ticked: this job's own, at least one", async () => {
    const cvId = await uploadedCv(api, token);
    const otherJob = await publishedJob(world, { requirements: ['Go'] });
    const otherRequirement = ((await send(api, 'GET', `/jobs/${otherJob}`)).body.data?.job as { requirements: Array<{ id: number }> }).requirements[0]!.id;
    const foreign = await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: { cv_id: cvId, job_qualification_ids: [otherRequirement] } });
    expect(foreign.body.errors?.job_qualification_ids).toEqual(['Tick only requirements of this job']);
    const none = await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: { cv_id: cvId, job_qualification_ids: [] } });
    expect(none.body.errors?.job_qualification_ids).toEqual(['Tick at least one requirement']);
    const form = new FormData();
    form.append('cv_id', String(cvId));
    form.append('job_qualification_ids', requirementIds.join(','));
    const asForm = await post(api, '/nonsigned-accounts/cv', form, { token, method: 'PUT' });
    expect(asForm.body.data?.pending_application).toMatchObject({ job_qualification_ids: requirementIds });
  }, 60_000);
});

describe('POST /nonsigned-accounts-signup', () => {
  it("follows the password rules, says 'Password does not match', and needs the CV first", async () => {
    const started = await start('pw@example.com');
    const token = started.body.data?.token as string;
    const noCv = await post(
      api,
      '/nonsigned-accounts-signup',
      { email: 'pw@example.com', password: strongPassword, password_confirmation: strongPassword },
      { token },
    );
    expect(noCv.body.errors?.cv_id).toEqual(['Upload a file or create a new cv']);
    await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: { cv_id: await uploadedCv(api, token), job_qualification_ids: requirementIds } });
    const short = await post(api, '/nonsigned-accounts-signup', { email: 'pw@example.com', password: 'Ab1!', password_confirmation: 'Ab1!' }, { token });
    expect(short.body.errors?.password).toEqual(['Your password must be at least 8 characters.']);
    const mismatch = await post(
      api,
      '/nonsigned-accounts-signup',
      { email: 'pw@example.com', password: strongPassword, password_confirmation: `${strongPassword}x` },
      { token, language: 'ckb' },
    );
    expect(mismatch.body.errors?.password_confirmation).toEqual(['وشەی نهێنی یەک ناگرێتەوە']);
    const english = await post(
      api,
      '/nonsigned-accounts-signup',
      { email: 'pw@example.com', password: strongPassword, password_confirmation: 'Other-Passw0rd!' },
      { token },
    );
    expect(english.body.errors?.password_confirmation).toEqual(['Password does not match']);
    const taken = await post(
      api,
      '/nonsigned-accounts-signup',
      { email: 'seeker@example.com', password: strongPassword, password_confirmation: strongPassword },
      { token },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_exists_login');
    expect((await listOutbox(api.deps.db)).filter((mail) => mail.to === 'pw@example.com')).toEqual([]);
  }, 60_000);

  it('resends the code when called again, 30 seconds apart', async () => {
    const { token } = await signedUpPending('resend@example.com');
    const body = { email: 'resend@example.com', password: strongPassword, password_confirmation: strongPassword };
    const soon = await post(api, '/nonsigned-accounts-signup', body, { token });
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    world.clock.advance(30_000);
    expect((await post(api, '/nonsigned-accounts-signup', body, { token })).body.code).toBe('code_sent');
    expect((await listOutbox(api.deps.db)).filter((mail) => mail.to === 'resend@example.com')).toHaveLength(2);
  }, 60_000);
});

describe('POST /nonsigned-accounts/verify', () => {
  it('needs the code of step 3; wrong codes count to 5, an old one expires after 3 minutes', async () => {
    const early = await startedWithCv('code@example.com');
    const beforeStep3 = await post(api, '/nonsigned-accounts/verify', { code: '123456' }, { token: early.token });
    expect(beforeStep3.body).toMatchObject({ code: 'code_not_requested', message: 'send verification code' });
    await post(
      api,
      '/nonsigned-accounts-signup',
      { email: 'code@example.com', password: strongPassword, password_confirmation: strongPassword },
      { token: early.token },
    );
    const right = await lastCodeSentTo(api, 'code@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await post(api, '/nonsigned-accounts/verify', { code: wrong }, { token: early.token });
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({ code: 'incorrect_code', message: 'incorrect code. Please try again.' });
    expect((await post(api, '/nonsigned-accounts/verify', { code: 'abc' }, { token: early.token })).body.errors?.code).toEqual(['The code has 6 digits']);
    for (let attempt = 2; attempt <= 5; attempt += 1) await post(api, '/nonsigned-accounts/verify', { code: wrong }, { token: early.token });
    const exhausted = await post(api, '/nonsigned-accounts/verify', { code: right }, { token: early.token });
    expect(exhausted.status).toBe(429);
    expect(exhausted.body.code).toBe('code_attempts_exceeded');

    world.clock.advance(31_000);
    await post(
      api,
      '/nonsigned-accounts-signup',
      { email: 'code@example.com', password: strongPassword, password_confirmation: strongPassword },
      { token: early.token },
    );
    const fresh = await lastCodeSentTo(api, 'code@example.com');
    world.clock.advance(3 * 60 * 1000 + 1);
    expect((await post(api, '/nonsigned-accounts/verify', { code: fresh }, { token: early.token })).body.code).toBe('code_expired');
    expect((await userOf('code@example.com'))?.emailVerifiedAt).toBeNull();
  }, 60_000);
});

describe('who may call', () => {
  const calls: Array<[string, string, Record<string, unknown> | undefined]> = [
    ['GET', '/nonsigned-accounts', undefined],
    ['PUT', '/nonsigned-accounts/cv', { cv_id: 1 }],
    ['POST', '/nonsigned-accounts-signup', { email: 'a@example.com', password: strongPassword, password_confirmation: strongPassword }],
    ['POST', '/nonsigned-accounts/verify', { code: '123456' }],
  ];

  it.each(calls)('%s %s: 401 without a session, 403 for a company, 404 for a job seeker with nothing pending', async (method, path, body) => {
    const init = body ? { body } : {};
    expect((await send(api, method, path, init)).status).toBe(401);
    expect((await send(api, method, path, { ...init, token: world.company })).status).toBe(403);
    const seeker = await send(api, method, path, { ...init, token: world.seeker });
    expect(seeker.status).toBe(404);
    expect(seeker.body.code).toBe('pending_application_missing');
  });

  it('keeps the signed-in apply closed to an applicant whose e-mail is not verified', async () => {
    const { token, cvId } = await startedWithCv('shortcut@example.com');
    const form = new FormData();
    for (const [name, value] of Object.entries({ job_id: jobId, cv_id: cvId, personal_statement: 'Let me in', 'job_qualification_ids[]': requirementIds[0]! }))
      form.append(name, String(value));
    const applied = await post(api, '/account/jobs/apply', form, { token });
    expect(applied.status).toBe(403);
    // The placeholder's gate answers first (issue 23: applications.unsigned-gate.test.ts).
    expect(applied.body.code).toBe('application_email_unverified');
  }, 60_000);

  it('a verified seeker keeps their own account when an unsigned start names their address', async () => {
    const seekerToken = await signedUpAccount(api, 'mine@example.com');
    expect((await start('mine@example.com')).status).toBe(409);
    expect((await get(api, '/account/cvs/account-cvs', { token: seekerToken })).status).toBe(200);
  }, 60_000);
});
