// Applying without an account with a mobile number instead of an e-mail address (issue 28): the e-mail left empty,
// the number given becomes the account's address, the code goes over the phone channel (the dev outbox's WhatsApp
// here), and the right code makes the account and sends the application; a number a verified account holds is 409.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { applications, users } from '../../db/schema';
import { listDevMessages } from '../../worker/platform/outbox';
import { type Api, captcha, post, strongPassword } from '../support/auth-flow';
import { freshMobile } from '../support/messenger-fakes';
import { uploadedCv } from './applications.support';
import { jobWorld, publishedJob, send } from './jobs.support';

let api: Api;
let jobId: number;
let requirementIds: number[];

beforeEach(async () => {
  const world = await jobWorld();
  api = world.api;
  jobId = await publishedJob(world);
  const job = await send(api, 'GET', `/jobs/${jobId}`);
  requirementIds = (job.body.data?.job as { requirements: Array<{ id: number }> }).requirements.map((requirement) => requirement.id);
}, 60_000);

const start = async (phone: string, email = '', language = 'en') =>
  post(
    api,
    '/nonsigned-accounts',
    {
      full_name: 'هێمن کەریم',
      email,
      phone,
      date_of_birth: '1997-05-06',
      gender_id: 1,
      city_id: 2,
      position_id: 1,
      bio: 'Accountant in Sulaymaniyah.',
      job_id: jobId,
      captcha: await captcha(api),
    },
    { language },
  );

const lastCodeTo = async (phone: string) => (await listDevMessages(api.deps.db, 200)).find((message) => message.to === phone);

describe('applying without an account, by mobile number', () => {
  it('keeps the number as the address, sends the code over the phone and, with the right code, applies and signs in', async () => {
    const phone = freshMobile();
    const started = await start(`0${phone.slice(4)}`);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.data?.user).toMatchObject({ email: '', phone, phone_verified: false });
    const token = started.body.data?.token as string;
    const cvId = await uploadedCv(api, token);
    const attached = await send(api, 'PUT', '/nonsigned-accounts/cv', { token, body: { cv_id: cvId, job_qualification_ids: requirementIds.slice(0, 1) } });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);

    const signup = await post(
      api,
      '/nonsigned-accounts-signup',
      { phone, password: strongPassword, password_confirmation: strongPassword },
      { token, language: 'ckb' },
    );
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    expect(signup.body.data).toMatchObject({ phone, channel: 'whatsapp' });
    const message = await lastCodeTo(phone);
    expect(message?.channel).toBe('whatsapp');
    const code = message?.text.match(/\b\d{6}\b/)?.[0] ?? '';

    const verified = await post(api, '/nonsigned-accounts/verify', { code }, { token });
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
    const [row] = await api.deps.db.select().from(users).where(eq(users.phone, phone));
    expect(row?.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(
      await api.deps.db
        .select()
        .from(applications)
        .where(eq(applications.seekerId, row?.id ?? 0)),
    ).toHaveLength(1);
    expect((await post(api, '/auth/login', { phone, password: strongPassword, type: 'account' })).status).toBe(200);

    // The number now belongs to a verified account: starting again with it is 409, in the number's words.
    const again = await start(phone);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('phone_exists_login');
  });

  it('refuses a landline as the address when no e-mail is given, and still takes one as a contact number beside an e-mail', async () => {
    const landline = await start('066 222 3344', '', 'ar');
    expect(landline.status).toBe(422);
    expect(landline.body.errors?.phone).toEqual(['هذا ليس رقم هاتف محمول. أدخل رقم هاتف محمول يمكن أن يصله رمز.']);
    const withEmail = await start('066 222 3344', 'hemin@example.com');
    expect(withEmail.status, JSON.stringify(withEmail.body)).toBe(201);
    expect(withEmail.body.data?.user).toMatchObject({ email: 'hemin@example.com', phone: null });
  });
});
