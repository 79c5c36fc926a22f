import { describe, expect, it } from 'vitest';
import type { MatchItem, MatchResult } from '../../worker/features/matching/match.schemas';
import { post } from '../support/auth-flow';
import { apply, applyFields, applyForm, applyWorld, type ApplyWorld } from './applications.support';
import { jobBody, send } from './jobs.support';

/**
 * Experience "in the job's position or sector" (issue 25, docs/decisions/0015): a CV's work periods may name the
 * position and sector they were in, and a job asking for years in its own counts only those periods' months.
 * jobWorld's job is a Software Developer (position 1) in Information Technology (sector 1).
 */

const developer = 1;
const webDeveloper = 2;
const informationTechnology = 1;

async function askingYearsIn(scope: 'position' | 'sector', years = 3): Promise<ApplyWorld> {
  const world = await applyWorld();
  const job = await send(world.api, 'GET', `/company/jobs/${world.jobId}`, { token: world.company });
  const requirements = (job.body.data?.job as { requirements: Array<{ name: string }> }).requirements.map((r) => r.name);
  const body = { ...jobBody(world.clock.now()), requirements, min_experience_years: years, experience_scope: scope };
  const edited = await send(world.api, 'PUT', `/company/jobs/${world.jobId}`, { token: world.company, body });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return world;
}

const work = (from: string, to: string, fields: Record<string, unknown> = {}) => ({
  title: 'Developer',
  company: 'Zagros Tech',
  location: 'Erbil',
  from_date: from,
  to_date: to,
  ...fields,
});

async function addWork(world: ApplyWorld, body: Record<string, unknown>, language?: string) {
  const reply = await post(world.api, `/account/cvs/${world.madeCvId}/work-experience`, body, { token: world.seeker, ...(language ? { language } : {}) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data?.work_experience as { id: number; position: { id: number; name: string } | null; sector: { id: number; name: string } | null };
}

async function experienceItem(world: ApplyWorld): Promise<MatchItem> {
  const reply = await send(world.api, 'GET', `/jobs/${world.jobId}/match`, { token: world.seeker });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const item = (reply.body.data?.match as MatchResult).items.find((entry) => entry.kind === 'experience');
  if (!item) throw new Error('no experience item');
  return item;
}

describe('work experience names its position and sector', () => {
  it("stores both (optional), answers their names in the reader's language and clears them when left out", async () => {
    const world = await applyWorld();
    const named = await addWork(world, work('2019-01', '2021-12', { position_id: developer, sector_id: String(informationTechnology) }), 'ckb');
    expect(named.position).toEqual({ id: developer, name: 'گەشەپێدەری نەرمەکاڵا' });
    expect(named.sector).toEqual({ id: informationTechnology, name: 'تەکنەلۆژیای زانیاری' });

    // A select left on its placeholder sends '' (none), as does a body without the fields.
    const plain = await addWork(world, work('2015-01', '2016-12', { position_id: '', sector_id: null }));
    expect([plain.position, plain.sector]).toEqual([null, null]);

    const path = `/account/cvs/${world.madeCvId}/work-experience/${named.id}`;
    const cleared = await send(world.api, 'PUT', path, { token: world.seeker, body: work('2019-01', '2021-12') });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect((cleared.body.data?.work_experience as { position: unknown }).position).toBeNull();
  });

  it("refuses an unknown id and a wrong type on the field, in the reader's language, and saves nothing", async () => {
    const world = await applyWorld();
    const unknown = await post(world.api, `/account/cvs/${world.madeCvId}/work-experience`, work('2019-01', '2021-12', { position_id: 999_999 }), {
      token: world.seeker,
      language: 'ar',
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['position_id']);
    expect(String(unknown.body.errors?.position_id)).toMatch(/[\u0600-\u06FF]/);
    const wrongType = await post(world.api, `/account/cvs/${world.madeCvId}/work-experience`, work('2019-01', '2021-12', { sector_id: 'IT' }), {
      token: world.seeker,
    });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors ?? {})).toEqual(['sector_id']);
    const cv = await send(world.api, 'GET', `/account/cvs/${world.madeCvId}`, { token: world.seeker });
    expect((cv.body.data?.cv as { work_experiences: unknown[] }).work_experiences).toEqual([]);
  });

  it('refuses an unknown position in an imported CV on its place in the list', async () => {
    const world = await applyWorld();
    const body = {
      personal: { full_name: 'Aras', email: 'aras@example.com', phone_num: '+964 750 123 4567', location: 'Erbil' },
      work_experience: [work('2019-01', '2021-12', { position_id: developer }), work('2015-01', '2016-12', { position_id: 999_999 })],
    };
    const refused = await post(world.api, '/account/cvs/import', body, { token: world.seeker });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['work_experience.1.position_id']);
  });
});

describe("experience asked in the job's position or sector", () => {
  it('is unknown while the CV does not say where, then met by the months of the periods in the position, overlaps once', async () => {
    const world = await askingYearsIn('position');
    const first = await addWork(world, work('2016-01', '2021-06'));
    expect(await experienceItem(world)).toMatchObject({ status: 'unknown', detail: { reason: 'scope_not_stated', months: 66 } });

    // Named: 2019-01…2021-06 and 2021-01…2022-04 in the position overlap for six months: 40 months, 3 years 4 months.
    const path = `/account/cvs/${world.madeCvId}/work-experience/${first.id}`;
    expect((await send(world.api, 'PUT', path, { token: world.seeker, body: work('2019-01', '2021-06', { position_id: developer }) })).status).toBe(200);
    await addWork(world, work('2021-01', '2022-04', { position_id: developer }));
    await addWork(world, work('2023-01', '2024-12', { position_id: webDeveloper }));
    expect(await experienceItem(world)).toMatchObject({
      status: 'met',
      label: { min_years: 3, scope: 'position', position_id: developer },
      detail: { reason: 'meets', months: 64, scoped_months: 40 },
    });
  });

  it('is missed when every period names another sector, however long the work', async () => {
    const world = await askingYearsIn('sector', 2);
    await addWork(world, work('2010-01', '2020-12', { sector_id: 3 }));
    expect(await experienceItem(world)).toMatchObject({ status: 'missed', detail: { reason: 'short', months: 132, scoped_months: 0 } });
  });

  it('keeps the match frozen with an application when the seeker later changes the period', async () => {
    const world = await askingYearsIn('sector', 2);
    const period = await addWork(world, work('2018-01', '2021-12', { sector_id: informationTechnology }));
    const sent = await apply(world, applyForm(applyFields(world)));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const applicationId = (sent.body.data?.application as { id: number }).id;

    const path = `/account/cvs/${world.madeCvId}/work-experience/${period.id}`;
    expect((await send(world.api, 'PUT', path, { token: world.seeker, body: work('2018-01', '2021-12', { sector_id: 3 }) })).status).toBe(200);
    expect((await experienceItem(world)).status).toBe('missed');

    const panel = await send(world.api, 'GET', `/company/applications/${applicationId}`, { token: world.company });
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    const frozen = (panel.body.data?.application as { match_result: MatchResult }).match_result.items.find((item) => item.kind === 'experience');
    expect(frozen).toMatchObject({ status: 'met', detail: { scoped_months: 48 } });
  });
});
