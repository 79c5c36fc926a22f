// Applying inside workerd with D1 and R2: the submit batch (raw statements naming the new row through the unique
// index) on D1's driver, the frozen CV written to R2, the made CV's PDF rendered after the reply (ctx.waitUntil), and
// the company reading it through its own application only.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { SeekerApplication } from '../../worker/features/applications/applications.schemas';
import worker from '../../worker/index';
import { approvedCompany, callWorker, jobInput as job, signedUpSeeker } from './seeker';

type JobReply = { id: number; requirements: Array<{ id: number }>; applicant_count: number };
type Body = {
  status: string;
  code?: string;
  data?: { job?: JobReply; jobs?: JobReply[]; cv?: { id: number }; application?: SeekerApplication };
  errors?: Record<string, string[]>;
};
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Body });

async function publishedJob(token: string): Promise<{ id: number; requirementIds: number[] }> {
  const created = await json(await callWorker('/company/jobs', { json: job, token }));
  const posted = created.body.data?.job as JobReply;
  expect((await callWorker(`/company/jobs/${posted.id}/publish`, { method: 'POST', token })).status).toBe(200);
  return { id: posted.id, requirementIds: posted.requirements.map((item) => item.id) };
}

async function madeCv(token: string): Promise<number> {
  const created = await json(
    await callWorker('/account/cvs/personal-info', {
      json: { full_name: 'ئاراس محەمەد', email: 'aras@example.com', phone_num: '+964 750 123 4567', location: 'هەولێر', language: 'ckb' },
      token,
    }),
  );
  const id = (created.body.data?.cv as { id: number }).id;
  expect(
    (
      await callWorker(`/account/cvs/${id}/education`, {
        json: { institution_id: 1, city_id: 1, degree_id: 4, field_of_study: 'Computer Science', start_date: 2014, end_date: 2018 },
        token,
      })
    ).status,
  ).toBe(201);
  expect((await callWorker(`/account/cvs/${id}/languages`, { json: { language_id: 1, proficiency_level: 'fluent' }, token })).status).toBe(201);
  return id;
}

function applyForm(fields: { job_id: number; cv_id: number; ids: number[] }): FormData {
  const form = new FormData();
  form.append('job_id', String(fields.job_id));
  form.append('cv_id', String(fields.cv_id));
  form.append('personal_statement', 'من ئەندازیارم.');
  for (const id of fields.ids) form.append('job_qualification_ids[]', String(id));
  return form;
}

async function frozenPdfKey(applicationId: number): Promise<string | null> {
  // The render runs after the reply: wait for it, with a budget that fits a first PDF on a busy machine.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const row = await env.DB.prepare('SELECT cv_file_key FROM applications WHERE id = ?').bind(applicationId).first<{ cv_file_key: string | null }>();
    if (row?.cv_file_key) return row.cv_file_key;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

describe('applying in workerd', { timeout: 60_000 }, () => {
  it("submits once on D1, freezes the CV in R2 and renders its PDF after the reply; only the job's company reads it", async () => {
    const [company, otherCompany, seeker] = [
      await approvedCompany('hr@apply.test'),
      await approvedCompany('other@apply.test'),
      await signedUpSeeker('seeker@apply.test'),
    ];
    const posted = await publishedJob(company);
    const cvId = await madeCv(seeker);

    const form = () => applyForm({ job_id: posted.id, cv_id: cvId, ids: posted.requirementIds });
    const [first, second] = await Promise.all([
      callWorker('/account/jobs/apply', { form: form(), token: seeker }),
      callWorker('/account/jobs/apply', { form: form(), token: seeker }),
    ]);
    const replies = [await json(first), await json(second)];
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const application = replies.find((reply) => reply.status === 201)?.body.data?.application as SeekerApplication;
    // Answered before the render: the PDF is not there yet.
    expect(application).toMatchObject({ status: 'submitted', cv: { kind: 'made', language: 'ckb', file_url: null } });
    expect(application.requirements).toHaveLength(2);
    const counts = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM applications) AS applications, (SELECT count(*) FROM application_events) AS events, (SELECT count(*) FROM application_requirements) AS ticked',
    ).first();
    expect(counts).toEqual({ applications: 1, events: 1, ticked: 2 });

    const dataKey = (await env.DB.prepare('SELECT cv_data_key FROM applications WHERE id = ?').bind(application.id).first<{ cv_data_key: string }>())
      ?.cv_data_key;
    const frozen = await env.FILES.get(dataKey ?? '');
    expect(((await frozen?.json()) as { detail: { full_name: string } }).detail.full_name).toBe('ئاراس محەمەد');
    const pdfKey = await frozenPdfKey(application.id);
    expect(pdfKey).toMatch(/\.pdf$/);
    const stored = new Uint8Array(await ((await env.FILES.get(pdfKey ?? ''))?.arrayBuffer() ?? new ArrayBuffer(0)));

    await callWorker(`/account/cvs/${cvId}/force-delete`, { method: 'DELETE', token: seeker });
    const read = await callWorker(`/company/applications/${application.id}/cv`, { token: company });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(stored);
    expect((await callWorker(`/company/applications/${application.id}/cv`, { token: otherCompany })).status).toBe(404);
    expect((await callWorker(`/company/applications/${application.id}/cv`, { token: seeker })).status).toBe(403);

    const list = await json(await callWorker('/company/jobs', { token: company }));
    expect(list.body.data?.jobs?.find((item) => item.id === posted.id)?.applicant_count).toBe(1);

    // The dashboard's monthly counts are kept by triggers on D1 as on libSQL: the application, then its hire.
    const analytics = async () =>
      (
        (await (await callWorker('/company/dashboard/analytics?months=1', { token: company })).json()) as {
          data: { analytics: { totals: Record<string, number> } };
        }
      ).data.analytics.totals;
    expect(await analytics()).toEqual({ applications: 1, interviews: 0, offers: 0, hires: 0 });
    expect((await callWorker(`/company/applications/${application.id}`, { method: 'PATCH', json: { stage: 'hired' }, token: company })).status).toBe(200);
    expect(await analytics()).toEqual({ applications: 1, interviews: 0, offers: 0, hires: 1 });
  });

  it("the Cron Trigger's scheduled handler queues the daily digest of a company that chose it, and the queue mails it", async () => {
    const [company, seeker] = [await approvedCompany('daily@apply.test'), await signedUpSeeker('daily.seeker@apply.test')];
    const settings = await callWorker('/company/hiring-settings', {
      method: 'PUT',
      json: { applicant_notice: 'daily', mail_rejections: true },
      token: company,
    });
    expect(settings.status).toBe(200);
    const posted = await publishedJob(company);
    const applied = await callWorker('/account/jobs/apply', {
      form: applyForm({ job_id: posted.id, cv_id: await madeCv(seeker), ids: posted.requirementIds }),
      token: seeker,
    });
    expect(applied.status).toBe(201);
    const noticesBefore = await env.DB.prepare('SELECT count(*) AS n FROM dev_outbox WHERE "to" = ?').bind('daily@apply.test').first<{ n: number }>();

    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() + 1000, cron: '0 5 * * *' }), env, context);
    await waitOnExecutionContext(context);
    // The cron queues the company; Miniflare's consumer of kar-work mails its digest.
    await vi.waitFor(
      async () => {
        const digest = await env.DB.prepare('SELECT subject FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
          .bind('daily@apply.test')
          .first<{ subject: string }>();
        expect(digest?.subject).toBe('New applicants on Kar: 1');
      },
      { timeout: 15_000, interval: 200 },
    );
    const noticesAfter = await env.DB.prepare('SELECT count(*) AS n FROM dev_outbox WHERE "to" = ?').bind('daily@apply.test').first<{ n: number }>();
    expect((noticesAfter?.n ?? 0) - (noticesBefore?.n ?? 0)).toBe(1);
  });
});
