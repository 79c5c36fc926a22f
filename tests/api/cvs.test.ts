import { beforeEach, describe, expect, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';
import { institutionNameMaxLength, otherInstitutionId } from '../../worker/features/cvs/cvs.schemas';
import { type Api, get, post, signedUpAccount, signedUpCompany } from '../support/auth-flow';
import { minimalPdf, tinyPng } from '../support/files';
import { testApp, testClock } from '../support/node-deps';

let api: Api;
let token: string;
beforeEach(async () => {
  api = await testApp({ clock: testClock(new Date('2026-11-22T10:00:00Z')) });
  token = await signedUpAccount(api, 'cv@example.com');
});

const personal = { full_name: 'ئاراس محەمەد', email: 'aras.m@example.com', phone_num: '+964 750 123 4567', location: 'هەولێر', address: 'شەقامی ٦٠ مەتری' };

async function newCv(as = token) {
  const created = await post(api, '/account/cvs/personal-info', personal, { token: as });
  expect(created.status).toBe(201);
  return (created.body.data?.cv as { id: number }).id;
}

type Cv = { id: number; completed_count: number; completed_sections: string[]; required_done: number; state: string; [key: string]: unknown };
const cvOf = async (id: number, language = 'en') => (await get(api, `/account/cvs/${id}`, { token, language })).body.data?.cv as Cv;

const education = {
  institution_id: 1,
  city_id: 1,
  degree_id: 4,
  field_of_study: 'Computer Science',
  start_date: 2014,
  end_date: 2018,
  description: '<p>Thesis on <strong>Kurdish NLP</strong><script>x</script></p>',
};
const work = { title: 'Developer', company: 'Zagros Tech', location: 'Erbil', from_date: '2019-03', to_date: '2021-08' };

describe('personal information', () => {
  it('creates the first CV as the default, computes completion on the server, and updates it', async () => {
    const created = await post(api, '/account/cvs/personal-info', { ...personal, completed_count: 8 }, { token });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('CV saved successfully');
    const cv = created.body.data?.cv as Cv;
    expect(cv).toMatchObject({
      full_name: 'ئاراس محەمەد',
      phone_num: '+9647501234567',
      is_default: true,
      completed_count: 1,
      state: 'draft',
      required_done: 1,
    });
    expect(cv.completed_sections).toEqual(['personal_information']);
    const listed = (await get(api, '/account/cvs/account-cvs', { token })).body.data?.cvs as Cv[];
    expect(listed[0]).toMatchObject({ completed_sections: ['personal_information'], required_done: 1 });
    const updated = await post(api, `/account/cvs/personal-info/${cv.id}?_method=put`, { ...personal, location: 'سلێمانی', is_shareable: 'true' }, { token });
    expect(updated.body.data?.cv).toMatchObject({ location: 'سلێمانی', is_shareable: true });
  });

  it('names what is missing in each field and validates the e-mail and phone', async () => {
    const reply = await post(api, '/account/cvs/personal-info', { full_name: '', email: 'nope', phone_num: '1', location: '' }, { token });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({
      full_name: ['Enter your full name'],
      location: ['Enter the location'],
      email: ['Enter valid email address'],
      phone_num: ['Enter a valid phone number'],
    });
  });

  it('stores a photo checked by content and serves it only to its owner', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(personal)) form.append(name, value);
    form.append('file_path', new File([tinyPng()], 'me.png', { type: 'image/png' }));
    const created = await post(api, '/account/cvs/personal-info', form, { token });
    const cv = created.body.data?.cv as Cv & { profile_pic_path: string };
    const mine = await api.request(cv.profile_pic_path, { headers: { Authorization: `Bearer ${token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    const other = await signedUpAccount(api, 'other@example.com');
    expect((await api.request(cv.profile_pic_path, { headers: { Authorization: `Bearer ${other}` } })).status).toBe(404);
    const script = new FormData();
    for (const [name, value] of Object.entries(personal)) script.append(name, value);
    script.append('file_path', new File(['<svg onload=alert(1)>'], 'me.png', { type: 'image/png' }));
    expect((await post(api, '/account/cvs/personal-info', script, { token })).status).toBe(415);
  });
});

describe('sections', () => {
  it('adds education with years stored as year-01-01, names in the request language, sanitised text', async () => {
    const id = await newCv();
    const saved = await post(api, `/account/cvs/${id}/education`, education, { token, language: 'ckb' });
    expect(saved.status).toBe(201);
    const item = saved.body.data?.education as Record<string, unknown> & { id: number; institution: { name: string }; description: string };
    expect(item).toMatchObject({ start_date: '2014-01-01', end_date: '2018-01-01', field_of_study: 'Computer Science' });
    expect(item.institution.name).toBe(lookupSeed.institutions.find((row) => row.id === 1)?.ckb);
    expect(item.description).toContain('<strong>Kurdish NLP</strong>');
    expect(item.description).not.toContain('script');
    const fetched = await get(api, `/cv-education/${item.id}`, { token });
    expect(fetched.body.data?.education).toMatchObject({ field_of_study: 'Computer Science' });
  });

  it('needs the institution\'s name when "Other" is chosen, and saves and returns it (issue 23)', async () => {
    expect(lookupSeed.institutions.find((row) => row.id === otherInstitutionId)?.en).toBe('Other');
    const id = await newCv();
    const other = { ...education, institution_id: otherInstitutionId };
    const missing = await post(api, `/account/cvs/${id}/education`, other, { token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.institution_name).toContain('Enter the name of the institution');
    const tooLong = await post(api, `/account/cvs/${id}/education`, { ...other, institution_name: 'x'.repeat(institutionNameMaxLength + 1) }, { token });
    expect([tooLong.status, Object.keys(tooLong.body.errors ?? {})]).toEqual([422, ['institution_name']]);
    const saved = await post(api, `/account/cvs/${id}/education`, { ...other, institution_name: '  Duhok Polytechnic  ' }, { token, language: 'ckb' });
    expect(saved.status).toBe(201);
    const item = saved.body.data?.education as { id: number; institution_name: string | null; institution: { id: number } };
    expect(item).toMatchObject({ institution_name: 'Duhok Polytechnic', institution: { id: otherInstitutionId } });
    expect((await get(api, `/cv-education/${item.id}`, { token })).body.data?.education).toMatchObject({ institution_name: 'Duhok Polytechnic' });
    // A listed institution keeps no typed name, even if one is sent.
    const listed = await post(api, `/account/cvs/${id}/education/${item.id}`, { ...education, institution_name: 'Ignored' }, { token, method: 'PUT' });
    expect(listed.body.data?.education).toMatchObject({ institution_name: null, institution: { id: 1 } });
    // tRPC takes the same item.
    const createItem = async (item: Record<string, unknown>) => {
      const response = await api.request('/api/trpc/cv.createItem', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ cv_id: id, section: 'education', item }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { result?: { data?: unknown }; error?: { data?: { fields?: Record<string, string[]> } } },
      };
    };
    const refused = await createItem(other);
    expect([refused.status, Object.keys(refused.body.error?.data?.fields ?? {})]).toEqual([422, ['institution_name']]);
    const viaTrpc = await createItem({ ...other, institution_name: 'Koya Institute' });
    expect([viaTrpc.status, viaTrpc.body.result?.data]).toMatchObject([200, { institution_name: 'Koya Institute' }]);
  });

  it.each([
    [{ ...education, start_date: 1949 }, 'start_date', 'Enter a year between 1950 and 2026'],
    [{ ...education, end_date: 2999 }, 'end_date', 'Enter a year between 1950 and 2026'],
    [{ ...education, start_date: 2018, end_date: 2014 }, 'end_date', 'End year must be greater than Start year'],
    [{ ...education, field_of_study: '' }, 'field_of_study', 'Enter the field of study'],
    [{ ...education, degree_id: 'x' }, 'degree_id', 'Choose the degree'],
    [{ ...education, start_date: '' }, 'start_date', 'Enter the year (four digits)'],
    [{ ...education, institution_id: 99999 }, 'institution_id', 'This value is not valid'],
  ])('validates education %#', async (body, field, message) => {
    const id = await newCv();
    const reply = await post(api, `/account/cvs/${id}/education`, body, { token });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[field]).toContain(message);
  });

  it("answers a value of the wrong type with a message in the reader's language, not the library's English", async () => {
    const id = await newCv();
    const reply = await post(api, `/account/cvs/${id}/education`, { ...education, url: null, field_of_study: ['x'] }, { token, language: 'ckb' });
    expect(reply.status).toBe(422);
    const ckb = (await import('../../messages/ckb.json')).default;
    expect(reply.body.errors).toMatchObject({ url: [ckb.v_invalid_value], field_of_study: [ckb.v_field_of_study_required] });
  });

  it('keeps work experience dates by month, with Present and the duration in months', async () => {
    const id = await newCv();
    const past = await post(api, `/account/cvs/${id}/work-experience`, work, { token });
    expect(past.body.data?.work_experience).toMatchObject({ from_date: '2019-03-01', to_date: '2021-08-01', is_present: false, months: 30 });
    const current = await post(api, `/account/cvs/${id}/work-experience`, { ...work, from_date: '2025-12', to_date: undefined, is_present: true }, { token });
    expect(current.body.data?.work_experience).toMatchObject({ to_date: null, is_present: true, months: 12 });
  });

  it.each([
    [{ ...work, from_date: '2099-01' }, 'from_date', 'From date can not be in the future'],
    [{ ...work, to_date: '2099-01' }, 'to_date', 'To date can not be in the future'],
    [{ ...work, from_date: '2021-08', to_date: '2019-03' }, 'to_date', 'To date must be after From date'],
    [{ ...work, to_date: undefined }, 'to_date', 'Choose the month and year you left, or tick “Present”'],
    [{ ...work, from_date: '' }, 'from_date', 'Choose the month and year you started'],
    [{ ...work, company: '' }, 'company', 'Enter the company'],
    [{ ...work, title: ' ' }, 'title', 'Enter the job title'],
  ])('validates work experience %#', async (body, field, message) => {
    const id = await newCv();
    const reply = await post(api, `/account/cvs/${id}/work-experience`, body, { token });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[field]).toContain(message);
  });

  it('keeps languages with their proficiency bar', async () => {
    const id = await newCv();
    const saved = await post(api, `/account/cvs/${id}/languages`, { language_id: 1, proficiency_level: 'advanced' }, { token });
    expect(saved.body.data?.cv_language).toMatchObject({ proficiency_level: 'advanced', percent: 75 });
    const bad = await post(api, `/account/cvs/${id}/languages`, { language_id: 1, proficiency_level: 'expert' }, { token });
    expect(bad.status).toBe(422);
  });

  it('links skills by the full list of ids and removes one', async () => {
    const id = await newCv();
    const saved = await post(api, `/account/cvs/${id}/skills`, { skill_ids: [3, 1, 2, 1] }, { token });
    expect((saved.body.data?.cv_skill as Array<{ id: number }>).map((skill) => skill.id)).toEqual([3, 1, 2]);
    const replaced = await post(api, `/account/cvs/${id}/skills`, { skill_ids: [2, 5] }, { token });
    expect((replaced.body.data?.cv_skill as Array<{ id: number }>).map((skill) => skill.id)).toEqual([2, 5]);
    expect((await post(api, `/account/cvs/${id}/skills/5`, {}, { token, method: 'DELETE' })).status).toBe(200);
    expect((await cvOf(id)).cv_skills).toEqual([{ id: 2, name: lookupSeed.skills.find((skill) => skill.id === 2)?.en }]);
    expect((await post(api, `/account/cvs/${id}/skills`, { skill_ids: [999999] }, { token })).status).toBe(422);
    expect((await post(api, `/account/cvs/${id}/skills`, { skill_ids: 'nope' }, { token })).status).toBe(422);
  });

  it('keeps references with several attachments checked by content', async () => {
    const id = await newCv();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Dr. Shilan',
      title: 'Professor',
      organization: 'University of Sulaimani',
      email: 'shilan@example.com',
      phone: '07701234567',
      relationship: 'Supervisor',
    }))
      form.append(name, value);
    form.append('files[]', new File([minimalPdf()], 'letter.pdf', { type: 'application/pdf' }));
    form.append('files[]', new File([tinyPng()], 'scan.png', { type: 'image/png' }));
    const saved = await post(api, `/account/cvs/${id}/references`, form, { token });
    expect(saved.status).toBe(201);
    const reference = saved.body.data?.reference as { id: number; files: Array<{ url: string; file_name: string }> };
    expect(reference.files.map((file) => file.file_name)).toEqual(['letter.pdf', 'scan.png']);
    const file = await api.request(reference.files[0]?.url ?? '', { headers: { Authorization: `Bearer ${token}` } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect((await api.request(reference.files[0]?.url ?? '')).status).toBe(404);
    const bad = new FormData();
    for (const [name, value] of Object.entries({ name: 'A', title: 'B', organization: 'C', email: 'c@example.com', phone: '07701234567', relationship: 'D' }))
      bad.append(name, value);
    bad.append('files[]', new File(['MZ\x90\x00'], 'tool.pdf', { type: 'application/pdf' }));
    expect((await post(api, `/account/cvs/${id}/references`, bad, { token })).status).toBe(415);
  });

  it('validates awards and additional items', async () => {
    const id = await newCv();
    const award = { title: 'AWS Cloud Practitioner', awards_or_certificates: 'certificate', organization: 'AWS', issued: '2024-05-01', expires: '2027-05-01' };
    expect((await post(api, `/account/cvs/${id}/awards`, award, { token })).body.data?.awardCertification).toMatchObject({
      title: 'AWS Cloud Practitioner',
      awards_or_certificates: 'certificate',
    });
    expect((await post(api, `/account/cvs/${id}/awards`, { ...award, issued: '2099-01-01' }, { token })).body.errors?.issued).toContain(
      'Issue date can not be in the future',
    );
    expect((await post(api, `/account/cvs/${id}/awards`, { ...award, expires: '2020-01-01' }, { token })).body.errors?.expires).toContain(
      'Expiration date must be greater than Issue date',
    );
    const extra = { additional_type_id: 1, title: 'Red Crescent volunteer', url: 'redcrescent.example' };
    expect((await post(api, `/account/cvs/${id}/additional-info`, extra, { token })).body.data?.additionalInfo).toMatchObject({
      url: 'https://redcrescent.example',
    });
    expect((await post(api, `/account/cvs/${id}/additional-info`, { ...extra, url: '' }, { token })).body.errors?.url).toContain('Enter the link');
  });

  it('keeps an award that does not expire, and otherwise asks for its expiry date', async () => {
    const id = await newCv();
    const ckb = (await import('../../messages/ckb.json')).default;
    const award = { title: 'Best paper', awards_or_certificates: 'award', organization: 'KRG', issued: '2024-05-01' };
    const missing = await post(api, `/account/cvs/${id}/awards`, award, { token, language: 'ckb' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.expires).toEqual([ckb.v_expiry_required]);
    const saved = await post(api, `/account/cvs/${id}/awards`, { ...award, no_expiry: 'true', expires: '2030-01-01' }, { token });
    expect(saved.status).toBe(201);
    const item = saved.body.data?.awardCertification as { id: number; expires: string | null };
    expect(item.expires).toBeNull();
    const dated = await post(api, `/account/cvs/${id}/awards/${item.id}`, { ...award, expires: '2030-01-01' }, { token, method: 'PUT' });
    expect(dated.body.data?.awardCertification).toMatchObject({ expires: '2030-01-01' });
    const undated = await post(api, `/account/cvs/${id}/awards/${item.id}`, { ...award, no_expiry: true }, { token, method: 'PUT' });
    expect(undated.body.data?.awardCertification).toMatchObject({ expires: null });
  });

  it("names each missing field of an award in the reader's language", async () => {
    const id = await newCv();
    const ckb = (await import('../../messages/ckb.json')).default;
    const reply = await post(api, `/account/cvs/${id}/awards`, { title: '', organization: '' }, { token, language: 'ckb' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({
      title: [ckb.v_title_required],
      awards_or_certificates: [ckb.v_award_kind_required],
      organization: [ckb.v_organization_required],
      issued: [ckb.v_issued_required],
    });
    const messages = Object.values(reply.body.errors ?? {}).flat();
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('updates and deletes items, and counts completion as sections fill', async () => {
    const id = await newCv();
    const saved = await post(api, `/account/cvs/${id}/education`, education, { token });
    const itemId = (saved.body.data?.education as { id: number }).id;
    const updated = await post(
      api,
      `/account/cvs/${id}/education/${itemId}`,
      { ...education, field_of_study: 'Software Engineering' },
      { token, method: 'PUT' },
    );
    expect(updated.body.data?.education).toMatchObject({ field_of_study: 'Software Engineering' });
    await post(api, `/account/cvs/${id}/languages`, { language_id: 1, proficiency_level: 'fluent' }, { token });
    expect(await cvOf(id)).toMatchObject({ completed_count: 3, state: 'complete', required_done: 3 });
    await post(api, `/account/cvs/${id}/skills`, { skill_ids: [1] }, { token });
    await post(api, `/account/cvs/${id}/work-experience`, work, { token });
    expect(await cvOf(id)).toMatchObject({ completed_count: 5, required_done: 5 });
    expect((await post(api, `/account/cvs/${id}/education/${itemId}`, {}, { token, method: 'DELETE' })).status).toBe(200);
    expect(await cvOf(id)).toMatchObject({ completed_count: 4, required_done: 4 });
    expect((await post(api, `/account/cvs/${id}/education/${itemId}`, {}, { token, method: 'DELETE' })).status).toBe(404);
    expect((await post(api, `/account/cvs/${id}/planets`, {}, { token })).status).toBe(404);
  });
});

describe('uploads, default, delete', () => {
  it('uploads a PDF CV, lists it with the made ones, sets the default and deletes', async () => {
    const made = await newCv();
    const form = new FormData();
    form.append('name', 'My CV 2026');
    form.append('file_path', new File([minimalPdf()], 'cv.pdf', { type: 'application/pdf' }));
    const uploaded = await post(api, '/account/cvs/upload', form, { token });
    expect(uploaded.status).toBe(201);
    const cv = uploaded.body.data?.cv as Cv & { file_path: string };
    expect(cv).toMatchObject({ title: 'My CV 2026', state: 'uploaded', is_default: false, file_type: 'pdf' });
    expect((await cvOf(made)).file_type).toBeNull();
    const list = (await get(api, '/account/cvs/account-cvs', { token })).body.data?.cvs as Cv[];
    expect(list.map((item) => item.id).sort()).toEqual([made, cv.id].sort());
    const file = await api.request(cv.file_path, { headers: { Authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('inline');
    expect((await post(api, `/account/cvs/${cv.id}/default`, {}, { token, method: 'PATCH' })).body.data?.cv).toMatchObject({ is_default: true });
    expect((await cvOf(made)).is_default).toBe(false);
    expect((await post(api, `/account/cvs/${cv.id}/force-delete`, {}, { token, method: 'DELETE' })).status).toBe(200);
    expect((await cvOf(made)).is_default).toBe(true);
    expect((await api.request(cv.file_path, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('refuses oversize, wrong-type and missing uploads', async () => {
    const upload = async (file?: File) => {
      const form = new FormData();
      form.append('name', 'CV');
      if (file) form.append('file_path', file);
      return post(api, '/account/cvs/upload', form, { token });
    };
    expect((await upload(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'cv.pdf'))).status).toBe(413);
    expect((await upload(new File(['<html></html>'], 'cv.pdf'))).status).toBe(415);
    expect((await upload(new File([tinyPng()], 'cv.png'))).status).toBe(415);
    const missing = await upload();
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.file_path).toEqual(['Upload a file or create a new cv']);
  });
});

describe("another person's CV, no session, the wrong role", () => {
  it('answers 404 for every call on a CV that is not yours', async () => {
    const id = await newCv();
    const saved = await post(api, `/account/cvs/${id}/education`, education, { token });
    const itemId = (saved.body.data?.education as { id: number }).id;
    const other = await signedUpAccount(api, 'intruder@example.com');
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ['GET', `/account/cvs/${id}`, {}],
      ['GET', `/account/cvs/${id}/personal-info`, {}],
      ['POST', `/account/cvs/personal-info/${id}`, personal],
      ['POST', `/account/cvs/${id}/education`, education],
      ['PUT', `/account/cvs/${id}/education/${itemId}`, education],
      ['DELETE', `/account/cvs/${id}/education/${itemId}`, {}],
      ['POST', `/account/cvs/${id}/skills`, { skill_ids: [1] }],
      ['PATCH', `/account/cvs/${id}/default`, {}],
      ['DELETE', `/account/cvs/${id}/force-delete`, {}],
      ['DELETE', `/cvs/${id}`, {}],
      ['GET', `/cv-education/${itemId}`, {}],
    ];
    for (const [method, path, body] of calls) {
      const reply = method === 'GET' ? await get(api, path, { token: other }) : await post(api, path, body, { token: other, method });
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    expect((await cvOf(id)).completed_count).toBe(2);
  });

  it('answers 401 without a session and 403 for companies', async () => {
    expect((await get(api, '/account/cvs/account-cvs')).status).toBe(401);
    expect((await post(api, '/account/cvs/personal-info', personal)).status).toBe(401);
    const company = await signedUpCompany(api, 'hr@firm.example');
    expect((await get(api, '/account/cvs/account-cvs', { token: company })).status).toBe(403);
    expect((await post(api, '/account/cvs/personal-info', personal, { token: company })).status).toBe(403);
  });
});

describe('the public CV link', () => {
  it('shows a CV only when its owner made it shareable', async () => {
    const id = await newCv();
    const me = (await get(api, '/account/profile', { token })).body.data?.user as { id: number; email: string };
    const path = `/public/user/email/${encodeURIComponent(me.email)}/user-id/${me.id}/cv/${id}`;
    expect((await get(api, path)).status).toBe(404);
    await post(api, `/account/cvs/personal-info/${id}`, { ...personal, is_shareable: true }, { token });
    const shared = await get(api, path, { language: 'ar' });
    expect(shared.status).toBe(200);
    expect(shared.body.data?.cv).toMatchObject({ id, full_name: 'ئاراس محەمەد' });
    expect((await get(api, `/public/user/email/someone%40example.com/user-id/${me.id}/cv/${id}`)).status).toBe(404);
    expect((await get(api, `/public/user/email/${encodeURIComponent(me.email)}/user-id/${me.id + 1}/cv/${id}`)).status).toBe(404);
  });
});

describe('CVs through tRPC', () => {
  it('lists, reads and edits items like REST, with 401/403/404 kept', async () => {
    const id = await newCv();
    const call = async (path: string, input: unknown, as = token, method: 'GET' | 'POST' = 'POST') => {
      const headers: Record<string, string> = { Authorization: `Bearer ${as}`, 'Content-Type': 'application/json' };
      const response =
        method === 'GET'
          ? await api.request(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
          : await api.request(`/api/trpc/${path}`, { method, headers, body: JSON.stringify(input) });
      return {
        status: response.status,
        body: (await response.json()) as { result?: { data: Record<string, unknown> }; error?: { data: { appCode: string } } },
      };
    };
    // Issue 23: a mother tongue is the highest level, above fluent.
    const created = await call('cv.createItem', { cv_id: id, section: 'languages', item: { language_id: 2, proficiency_level: 'native' } });
    expect(created.body.result?.data).toMatchObject({ proficiency_level: 'native', percent: 100 });
    const detail = await call('cv.get', { cv_id: id, language: 'ar' }, token, 'GET');
    expect((detail.body.result?.data.cv_languages as Array<{ language: { name: string } }>)[0]?.language.name).toBe(
      lookupSeed.languages.find((row) => row.id === 2)?.ar,
    );
    const invalid = await call('cv.createItem', { cv_id: id, section: 'education', item: { ...education, end_date: 2000 } });
    expect(invalid.status).toBe(422);
    const other = await signedUpAccount(api, 'rpc-other@example.com');
    expect((await call('cv.get', { cv_id: id }, other, 'GET')).status).toBe(404);
    const company = await signedUpCompany(api, 'rpc@firm.example');
    expect((await call('cv.list', undefined, company, 'GET')).status).toBe(403);
  });
});
