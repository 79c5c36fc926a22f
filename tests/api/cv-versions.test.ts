// Issue 27: a CV edited offline is sent later, saying which version it edits; a change made meanwhile elsewhere
// answers 412 with the CV as it is now, and is never written over without the person's say.
import { beforeEach, describe, expect, it } from 'vitest';
import { type Api, get, post, signedUpAccount } from '../support/auth-flow';
import { tinyPng } from '../support/files';
import { testApp, testClock } from '../support/node-deps';

let api: Api;
let token: string;
beforeEach(async () => {
  api = await testApp({ clock: testClock(new Date('2026-11-28T10:00:00Z')) });
  token = await signedUpAccount(api, 'versions@example.com');
});

const personal = { full_name: 'شیلان عومەر', email: 'shilan@example.com', phone_num: '+964 750 123 4567', location: 'هەولێر' };
const work = { title: 'Teacher', company: 'Erbil School', location: 'Erbil', from_date: '2019-03', to_date: '2021-08' };
type Cv = { id: number; version: number; full_name: string; work_experiences: Array<{ id: number; title: string }>; cv_skills: unknown[] };

async function newCv(): Promise<Cv> {
  const created = await post(api, '/account/cvs/personal-info', personal, { token });
  expect(created.status).toBe(201);
  return created.body.data?.cv as Cv;
}
const read = async (id: number) => {
  const reply = await get(api, `/account/cvs/${id}`, { token });
  return { cv: reply.body.data?.cv as Cv, etag: reply.headers.get('ETag') };
};
const ifMatch = (version: number | string) => ({ headers: { 'If-Match': typeof version === 'number' ? `"${version}"` : version } });
/** The personal information written over, naming the version it edits. */
const putPersonal = (id: number, body: Record<string, unknown> | FormData, version: number) =>
  post(api, `/account/cvs/personal-info/${id}?_method=put`, body, { token, ...ifMatch(version) });

async function trpcCall(path: string, input: unknown) {
  const response = await api.request(`/api/trpc/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Language': 'ckb' },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { error?: { data?: { appCode?: string; details?: { cv?: Cv } } }; result?: unknown } };
}

describe('CV versions', () => {
  it('reads the version as the ETag and advances it by one with each change of content, whichever call makes it', async () => {
    const cv = await newCv();
    const first = await read(cv.id);
    expect(first.etag).toBe(`"${first.cv.version}"`);
    expect(first.cv.version).toBe(cv.version);

    const added = await post(api, `/account/cvs/${cv.id}/work-experience`, work, { token, ...ifMatch(first.cv.version) });
    expect(added.status).toBe(201);
    const itemId = (added.body.data?.work_experience as { id: number }).id;
    expect((await read(cv.id)).cv.version).toBe(first.cv.version + 1);

    const updated = await trpcCall('cv.updateItem', {
      cv_id: cv.id,
      section: 'work-experience',
      item_id: itemId,
      item: { ...work, title: 'Head teacher' },
      if_version: first.cv.version + 1,
    });
    expect(updated.status).toBe(200);
    const skills = await trpcCall('cv.setSkills', { cv_id: cv.id, skill_ids: [1, 2], if_version: first.cv.version + 2 });
    expect(skills.status).toBe(200);
    const saved = await post(
      api,
      `/account/cvs/personal-info/${cv.id}`,
      { ...personal, location: 'دهۆک' },
      { token, method: 'PUT', ...ifMatch(`W/"${first.cv.version + 3}"`) },
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.get('ETag')).toBe(`"${first.cv.version + 4}"`);
    expect((saved.body.data?.cv as Cv).version).toBe(first.cv.version + 4);

    // Making it the default or sharing it changes no content, so an edit made before still applies.
    expect((await post(api, `/account/cvs/${cv.id}/default`, {}, { token, method: 'PATCH' })).status).toBe(200);
    expect((await read(cv.id)).cv.version).toBe(first.cv.version + 4);
  });

  it('answers a stale write with 412 and the CV as it is now, and writes nothing', async () => {
    const cv = await newCv();
    const { cv: before } = await read(cv.id);
    // Another device adds an item meanwhile.
    expect((await post(api, `/account/cvs/${cv.id}/work-experience`, work, { token })).status).toBe(201);

    const stale = await putPersonal(cv.id, { ...personal, full_name: 'Shilan Omar' }, before.version);
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('cv_changed');
    const now = stale.body.data?.cv as Cv;
    expect(now).toMatchObject({ id: cv.id, version: before.version + 1, full_name: 'شیلان عومەر' });
    expect(now.work_experiences).toHaveLength(1);
    expect((await read(cv.id)).cv).toMatchObject({ full_name: 'شیلان عومەر', version: before.version + 1 });

    const staleItem = await post(api, `/account/cvs/${cv.id}/work-experience`, { ...work, title: 'Twice' }, { token, ...ifMatch(before.version) });
    expect(staleItem.status).toBe(412);
    expect((await read(cv.id)).cv.work_experiences.map((item) => item.title)).toEqual(['Teacher']);
  });

  it('says so through tRPC by its code, with the current CV in the details', async () => {
    const cv = await newCv();
    const stale = await trpcCall('cv.createItem', { cv_id: cv.id, section: 'work-experience', item: work, if_version: cv.version + 5 });
    expect(stale.status).toBe(412);
    expect(stale.body.error?.data?.appCode).toBe('cv_changed');
    expect(stale.body.error?.data?.details?.cv?.version).toBe(cv.version);
    const removed = await trpcCall('cv.removeItem', { cv_id: cv.id, section: 'work-experience', item_id: 1, if_version: cv.version - 1 });
    expect(removed.status).toBe(412);
  });

  it('writes without If-Match as before, takes * as any version, and refuses an If-Match that names no version', async () => {
    const cv = await newCv();
    expect((await post(api, `/account/cvs/${cv.id}/work-experience`, work, { token })).status).toBe(201);
    expect((await post(api, `/account/cvs/${cv.id}/work-experience`, work, { token, ...ifMatch('*') })).status).toBe(201);
    const garbled = await post(api, `/account/cvs/${cv.id}/work-experience`, work, { token, ...ifMatch('version-two') });
    expect(garbled.status).toBe(412);
    const wrongType = await trpcCall('cv.setSkills', { cv_id: cv.id, skill_ids: [1], if_version: 'two' });
    expect(wrongType.status).toBe(400);
  });

  it("refuses a second device's write on the same version while the first device's write is under way", async () => {
    const cv = await newCv();
    // The phone's photo upload is held at the store until the laptop has been answered.
    const store = api.deps.blobs;
    const put = store.put.bind(store);
    let entered!: () => void;
    let release!: () => void;
    const uploading = new Promise<void>((resolve) => (entered = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    store.put = async (...args) => {
      entered();
      await held;
      return put(...args);
    };
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...personal, full_name: 'From the phone' })) form.append(name, value);
    form.append('file_path', new File([tinyPng()], 'me.png', { type: 'image/png' }));
    const phone = putPersonal(cv.id, form, cv.version);
    await uploading;

    const laptop = await putPersonal(cv.id, { ...personal, full_name: 'From the laptop' }, cv.version);
    expect(laptop.status).toBe(412);
    expect(laptop.body.code).toBe('cv_changed');
    release();
    expect((await phone).status).toBe(200);
    expect((await read(cv.id)).cv).toMatchObject({ full_name: 'From the phone', version: cv.version + 1 });
  });

  it('gives the version back when a write that named it is refused, so the next try is no conflict', async () => {
    const cv = await newCv();
    const invalid = await post(api, `/account/cvs/${cv.id}/work-experience`, { ...work, from_date: 'March' }, { token, ...ifMatch(cv.version) });
    expect(invalid.status).toBe(422);
    const missing = await trpcCall('cv.updateItem', { cv_id: cv.id, section: 'work-experience', item_id: 999_999, item: work, if_version: cv.version });
    expect(missing.status).toBe(404);
    expect((await read(cv.id)).cv.version).toBe(cv.version);
    expect((await post(api, `/account/cvs/${cv.id}/work-experience`, work, { token, ...ifMatch(cv.version) })).status).toBe(201);
    expect((await read(cv.id)).cv.version).toBe(cv.version + 1);
  });

  it("answers another person's CV with 404 whatever version is named, and asks for a session first", async () => {
    const cv = await newCv();
    const other = await signedUpAccount(api, 'other@example.com');
    const theirs = await post(api, `/account/cvs/${cv.id}/work-experience`, work, { token: other, ...ifMatch(cv.version) });
    expect(theirs.status).toBe(404);
    const stale = await post(api, `/account/cvs/${cv.id}/work-experience`, work, { token: other, ...ifMatch(cv.version + 9) });
    expect(stale.status).toBe(404);
    expect((await post(api, `/account/cvs/${cv.id}/work-experience`, work, ifMatch(cv.version))).status).toBe(401);
  });
});
