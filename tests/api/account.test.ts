import { beforeEach, describe, expect, it } from 'vitest';
import { cvAttachments, cvs } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { accountForm, type Api, get, post, signedUpCompany, strongPassword, verifiedEmail } from '../support/auth-flow';
import { minimalPdf } from '../support/files';
import { testApp } from '../support/node-deps';

let api: Api;
beforeEach(async () => {
  api = await testApp();
});

async function seekerWithCv(email: string) {
  await verifiedEmail(api, email);
  const form = accountForm(email, { cv: new File([minimalPdf()], 'cv.pdf', { type: 'application/pdf' }) });
  return (await post(api, '/auth/register', form)).body.data?.token as string;
}

describe('the job seeker profile', () => {
  it('reads and updates the profile, in the envelope', async () => {
    const token = await seekerWithCv('profile@example.com');
    const updated = await post(api, '/account/profile/update', { full_name: 'محمد علي', dob: '1990-01-31', gender_id: 2, city_id: 1, bio: 'مهندس' }, { token });
    expect(updated.status).toBe(200);
    expect(updated.body.data?.user).toMatchObject({ full_name: 'محمد علي', dob: '1990-01-31', gender_id: 2, city_id: 1, bio: 'مهندس' });
    expect((await get(api, '/account/profile', { token })).body.data?.user).toMatchObject({ full_name: 'محمد علي' });
  });

  it('validates fields and wrong types', async () => {
    const token = await seekerWithCv('invalid@example.com');
    const reply = await post(api, '/account/profile/update', { full_name: 42, dob: '2999-12-31', gender_id: 'x', city_id: 9999 }, { token, language: 'ckb' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({
      full_name: ['ناوی تەواوت بنووسە'],
      dob: ['ڕێکەوتی لەدایکبوونی هەڵبژێردراو لە داهاتوودایە'],
      gender_id: ['ڕەگەزەکەت هەڵبژێرە'],
    });
    const unknownCity = await post(api, '/account/profile/update', { full_name: 'Aras', dob: '1990-01-01', gender_id: 1, city_id: 9999 }, { token });
    expect(unknownCity.body.errors?.city_id).toEqual(['Select your city']);
  });

  it('updates contact details with Eastern digits', async () => {
    const token = await seekerWithCv('contact@example.com');
    const reply = await post(api, '/account/profile/update-contact', { phone_number: '+٩٦٤ ٧٧٠ ١١١ ٢٢٣٣', city_id: 3 }, { token });
    expect(reply.body.data?.user).toMatchObject({ phone_number: '+9647701112233', city_id: 3 });
  });

  it('answers 401 signed out and 403 to companies', async () => {
    expect((await get(api, '/account/profile')).status).toBe(401);
    expect((await post(api, '/account/profile/update-contact', { phone_number: '0750' })).status).toBe(401);
    const companyToken = await signedUpCompany(api, 'company@example.com');
    expect((await get(api, '/account/profile', { token: companyToken })).status).toBe(403);
    expect((await post(api, '/account/profile/update', {}, { token: companyToken })).status).toBe(403);
  });
});

describe('DELETE /accounts/me', () => {
  it('needs the password, then removes the person, their sessions and files', async () => {
    const token = await seekerWithCv('leaving@example.com');
    const [cv] = await api.deps.db.select().from(cvs);
    if (!cv) throw new Error('no CV');
    // A photo and an attachment on the CV are the person's files too.
    await api.deps.blobs.put('photos/leaving.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    await api.deps.blobs.put('attachments/leaving.pdf', minimalPdf(), 'application/pdf');
    await api.deps.db.update(cvs).set({ photoKey: 'photos/leaving.jpg' }).where(eq(cvs.id, cv.id));
    await api.deps.db.insert(cvAttachments).values({
      cvId: cv.id,
      ownerKind: 'award',
      ownerId: 1,
      fileKey: 'attachments/leaving.pdf',
      fileName: 'award.pdf',
      fileType: 'application/pdf',
      fileSize: 3,
    });
    expect(await api.deps.blobs.get(cv.fileKey ?? '')).not.toBeNull();
    const wrong = await post(api, '/accounts/me', { password: 'Nope-Passw0rd!' }, { token, method: 'DELETE' });
    expect(wrong.status).toBe(422);
    const gone = await post(api, '/accounts/me', { password: strongPassword }, { token, method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect(gone.body.code).toBe('account_deleted');
    expect((await get(api, '/account/profile', { token })).status).toBe(401);
    expect(await api.deps.db.select().from(cvs)).toHaveLength(0);
    for (const key of [cv.fileKey ?? '', 'photos/leaving.jpg', 'attachments/leaving.pdf']) expect(await api.deps.blobs.get(key), key).toBeNull();
    expect((await post(api, '/auth/login', { email: 'leaving@example.com', password: strongPassword, type: 'account' })).status).toBe(401);
  });

  it('answers 401 signed out', async () => {
    expect((await post(api, '/accounts/me', { password: strongPassword }, { method: 'DELETE' })).status).toBe(401);
  });
});
