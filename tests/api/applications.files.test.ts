import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendApplicantDigests } from '../../worker/features/applications/applicant-notices';
import { drainQueue, memoryQueueOf } from '../support/work-queue';
import type { SeekerApplication } from '../../worker/features/applications/applications.schemas';
import { listOutbox } from '../../worker/platform/outbox';
import { post, signedUpAccount } from '../support/auth-flow';
import { minimalPdf } from '../support/files';
import { run } from '../support/poppler';
import { apply, applyFields, applyForm, applyWorld, type ApplyWorld, download, uploadedCv } from './applications.support';
import { send } from './jobs.support';

let world: ApplyWorld;
beforeEach(async () => {
  world = await applyWorld();
}, 60_000);

const folder = mkdtempSync(join(tmpdir(), 'kar-applications-'));
function pdfText(bytes: Uint8Array): string {
  const file = join(folder, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return run('pdftotext', ['-layout', file, '-']);
}

async function applied(fields: Record<string, string | number | ReadonlyArray<string | number>> = {}, file?: File): Promise<SeekerApplication> {
  const reply = await apply(world, applyForm(applyFields(world, fields), file));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data?.application as SeekerApplication;
}

describe('the frozen CV', () => {
  it("a made CV reaches the company as a PDF in the CV's language, unchanged by an edit and a delete of the CV", async () => {
    const application = await applied();
    const before = await download(world.api, `/company/applications/${application.id}/cv`, world.company);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('application/pdf');
    expect(before.headers.get('x-content-type-options')).toBe('nosniff');
    const text = pdfText(before.bytes);
    expect(text).toContain('ئاراس');

    const edited = await post(
      world.api,
      `/account/cvs/personal-info/${world.madeCvId}?_method=put`,
      { full_name: 'Changed Name', email: 'changed@example.com', phone_num: '+964 750 999 9999', location: 'Duhok' },
      { token: world.seeker },
    );
    expect(edited.status).toBe(200);
    const afterEdit = await download(world.api, `/company/applications/${application.id}/cv`, world.company);
    expect(afterEdit.bytes).toEqual(before.bytes);

    const deleted = await send(world.api, 'DELETE', `/account/cvs/${world.madeCvId}/force-delete`, { token: world.seeker });
    expect(deleted.status).toBe(200);
    const afterDelete = await download(world.api, `/company/applications/${application.id}/cv`, world.company);
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.bytes).toEqual(before.bytes);
    expect(pdfText(afterDelete.bytes)).toBe(text);
    const [row] = (await world.api.deps.db.all(sql`select cv_id, full_name from applications where id = ${application.id}`)) as Array<Record<string, unknown>>;
    expect(row).toEqual({ cv_id: null, full_name: 'ئاراس محەمەد' });
  }, 60_000);

  it('when the PDF is not rendered yet, the first read renders it from the frozen data (not the edited CV) and stores it', async () => {
    const application = await applied();
    await world.api.deps.db.run(sql`update applications set cv_file_key = null, cv_file_name = null where id = ${application.id}`);
    await post(
      world.api,
      `/account/cvs/personal-info/${world.madeCvId}?_method=put`,
      { full_name: 'Changed Name', email: 'changed@example.com', phone_num: '+964 750 999 9999', location: 'Duhok' },
      { token: world.seeker },
    );
    const first = await download(world.api, `/company/applications/${application.id}/cv`, world.company);
    expect(first.status).toBe(200);
    const text = pdfText(first.bytes);
    expect(text).toContain('ئاراس');
    expect(text).not.toContain('Changed Name');
    const [row] = (await world.api.deps.db.all(sql`select cv_file_key from applications where id = ${application.id}`)) as Array<{
      cv_file_key: string | null;
    }>;
    expect(row?.cv_file_key).toMatch(/\.pdf$/);
    const again = await download(world.api, `/company/applications/${application.id}/cv`, world.company);
    expect(again.bytes).toEqual(first.bytes);
  }, 60_000);

  it('an uploaded CV reaches the company byte for byte, after the CV (and its file) is deleted too', async () => {
    const application = await applied({ cv_id: world.uploadedCvId });
    const company = await download(world.api, `/company/applications/${application.id}/cv`, world.company);
    expect(company.status).toBe(200);
    expect(company.bytes).toEqual(minimalPdf('Uploaded CV of Aras'));
    await send(world.api, 'DELETE', `/account/cvs/${world.uploadedCvId}/force-delete`, { token: world.seeker });
    const afterDelete = await download(world.api, `/company/applications/${application.id}/cv`, world.company);
    expect(afterDelete.bytes).toEqual(company.bytes);
    const own = await download(world.api, `/account/applications/${application.id}/cv`, world.seeker);
    expect(own.bytes).toEqual(company.bytes);
  });
});

describe('who reads the files', () => {
  it('only the company of the job and the applicant; 404 to another company or seeker, 403 across roles, 401 signed out', async () => {
    const statement = new File([minimalPdf('Statement')], 'statement.pdf', { type: 'application/pdf' });
    const application = await applied({}, statement);
    const other = await signedUpAccount(world.api, 'nosy@example.com');
    for (const kind of ['cv', 'statement-file']) {
      expect((await download(world.api, `/company/applications/${application.id}/${kind}`, world.company)).status).toBe(200);
      expect((await download(world.api, `/account/applications/${application.id}/${kind}`, world.seeker)).status).toBe(200);
      expect((await download(world.api, `/company/applications/${application.id}/${kind}`, world.otherCompany)).status).toBe(404);
      expect((await download(world.api, `/account/applications/${application.id}/${kind}`, other)).status).toBe(404);
      expect((await download(world.api, `/company/applications/${application.id}/${kind}`, world.seeker)).status).toBe(403);
      expect((await download(world.api, `/account/applications/${application.id}/${kind}`, world.company)).status).toBe(403);
      expect((await world.api.request(`/api/v1/company/applications/${application.id}/${kind}`)).status).toBe(401);
      expect((await download(world.api, `/company/applications/999999/${kind}`, world.company)).status).toBe(404);
    }
    const file = await download(world.api, `/company/applications/${application.id}/statement-file`, world.company);
    expect(file.bytes).toEqual(minimalPdf('Statement'));
  });

  // Issue 23: the applicant panel answered 403 to a suspended company while its files were still served.
  it('a company that is no longer (or not yet) approved reads no file: 403 company_not_approved, like the panel', async () => {
    const statement = new File([minimalPdf('Statement')], 'statement.pdf', { type: 'application/pdf' });
    const application = await applied({}, statement);
    for (const status of ['suspended', 'pending', 'rejected']) {
      await world.api.deps.db.run(sql`update companies set status = ${status} where user_id = (select id from users where email = 'hr@zagros.example')`);
      for (const kind of ['cv', 'statement-file']) {
        const reply = await world.api.request(`/api/v1/company/applications/${application.id}/${kind}`, {
          headers: { Authorization: `Bearer ${world.company}`, 'Accept-Language': 'ckb' },
        });
        const code = reply.status === 200 ? 'the file was served' : ((await reply.json()) as { code?: string }).code;
        expect([status, kind, reply.status, code]).toEqual([status, kind, 403, 'company_not_approved']);
      }
      const panel = await send(world.api, 'GET', `/company/applications/${application.id}`, { token: world.company });
      expect([status, panel.status, panel.body.code]).toEqual([status, 403, 'company_not_approved']);
      // Another company's id answers as before: not a way to learn which ids exist.
      expect((await download(world.api, `/company/applications/999999/cv`, world.company)).status).toBe(403);
    }
    await world.api.deps.db.run(sql`update companies set status = 'approved' where user_id = (select id from users where email = 'hr@zagros.example')`);
    expect((await download(world.api, `/company/applications/${application.id}/cv`, world.company)).status).toBe(200);
  });

  it('an application without a statement file has none to read (404)', async () => {
    const application = await applied();
    expect((await download(world.api, `/company/applications/${application.id}/statement-file`, world.company)).status).toBe(404);
  });
});

describe('hiring settings and the daily digest', () => {
  const settings = (token: string, body?: unknown) =>
    send(world.api, body === undefined ? 'GET' : 'PUT', '/company/hiring-settings', { token, ...(body === undefined ? {} : { body }) });
  const mailsTo = async (to: string) => (await listOutbox(world.api.deps.db, 500)).filter((mail) => mail.to === to);

  it('reads and changes the setting; 401, 403 and localised 422s', async () => {
    expect((await settings(world.company)).body.data?.settings).toEqual({ applicant_notice: 'each', mail_rejections: true });
    const saved = await settings(world.company, { applicant_notice: 'daily', mail_rejections: false });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.settings).toEqual({ applicant_notice: 'daily', mail_rejections: false });
    expect((await settings(world.otherCompany)).body.data?.settings).toMatchObject({ applicant_notice: 'each' });
    expect((await settings(world.seeker)).status).toBe(403);
    expect((await world.api.request('/api/v1/company/hiring-settings')).status).toBe(401);
    const wrong = await send(world.api, 'PUT', '/company/hiring-settings', {
      token: world.company,
      body: { applicant_notice: 'hourly', mail_rejections: 'maybe' },
      language: 'ckb',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors ?? {}).sort()).toEqual(['applicant_notice', 'mail_rejections']);
    expect(wrong.body.errors?.applicant_notice?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('none sends the company nothing; daily sends one digest per company in its language, then nothing new', async () => {
    // The cron queues the companies with a digest due; the queue's consumer mails them.
    const digestsSent = async () => {
      await sendApplicantDigests(world.api.deps);
      return (await drainQueue(world.api.deps)).reduce((sum, result) => sum + ('sent' in result ? Number(result.sent) : 0), 0);
    };
    await world.api.deps.db.run(sql`delete from dev_outbox`);
    await settings(world.company, { applicant_notice: 'none', mail_rejections: true });
    await applied();
    expect(await mailsTo('hr@zagros.example')).toHaveLength(0);
    expect(await mailsTo('seeker@example.com')).toHaveLength(1);

    // The digest covers what comes after the switch to daily, not what the company chose not to hear of.
    world.clock.advance(60_000);
    await settings(world.company, { applicant_notice: 'daily', mail_rejections: true });
    await world.api.deps.db.run(sql`update users set locale = 'ckb' where email = 'hr@zagros.example'`);
    const [second, third] = [await signedUpAccount(world.api, 'second@example.com'), await signedUpAccount(world.api, 'third@example.com')];
    await world.api.deps.db.run(sql`delete from dev_outbox where "to" = 'hr@zagros.example'`);
    world.clock.advance(60_000);
    expect((await apply(world, applyForm(applyFields(world, { cv_id: await uploadedCv(world.api, second) })), { token: second })).status).toBe(201);
    expect(await mailsTo('hr@zagros.example')).toHaveLength(0);

    world.clock.advance(60_000);
    expect(await sendApplicantDigests(world.api.deps)).toEqual({ companies: 1, batches: 1 });
    expect(memoryQueueOf(world.api.deps).pending).toContainEqual({
      kind: 'applicant_digests',
      company_ids: [expect.any(Number) as number],
      until: world.clock.now().getTime(),
    });
    expect((await drainQueue(world.api.deps)).filter((result) => 'sent' in result)).toEqual([{ sent: 1 }]);
    const [digest] = await mailsTo('hr@zagros.example');
    expect(digest?.subject).toBe('داواکارانی نوێ لە کار: 1');
    expect(digest?.html).toContain('dir="rtl"');
    expect(digest?.text).toContain('Senior Backend Developer: 1 داواکاری نوێ');
    expect(await digestsSent()).toBe(0);

    // A digest that cannot be sent keeps its applications for the next run.
    const thirdCv = await uploadedCv(world.api, third);
    world.clock.advance(60_000);
    expect((await apply(world, applyForm(applyFields(world, { cv_id: thirdCv })), { token: third })).status).toBe(201);
    const mailer = world.api.deps.mailer;
    world.api.deps.mailer = { send: () => Promise.reject(new Error('provider down')) };
    world.clock.advance(60_000);
    await expect(digestsSent()).rejects.toThrow(/1 of 1 applicant digests were not sent/);
    world.api.deps.mailer = mailer;
    expect(await digestsSent()).toBe(1);
    expect(await mailsTo('hr@zagros.example')).toHaveLength(2);
  });
});
