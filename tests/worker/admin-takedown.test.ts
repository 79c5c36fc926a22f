// Issue 23: a takedown and its restore on D1, whose batches run the statements that the takedown conditions on each
// other (changes()) through another driver than libSQL's.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CompanyJob, PublicJob } from '../../worker/features/jobs/jobs.schemas';
import { adminToken, approvedCompany, callWorker, jobInput } from './seeker';

/** The reply's status and envelope, `data` typed as the route answers it. */
async function json<Data = Record<string, never>>(response: Response) {
  return { status: response.status, body: (await response.json()) as { code?: string; data?: Data } };
}

describe('a job taken down on D1', () => {
  it('is gone (410) and frozen for its company until an admin restores it', async () => {
    const company = await approvedCompany('hr@takedown.test');
    const id = (await json<{ job: CompanyJob }>(await callWorker('/company/jobs', { json: jobInput, token: company }))).body.data?.job.id as number;
    expect((await callWorker(`/company/jobs/${id}/publish`, { method: 'POST', token: company })).status).toBe(200);
    const admin = await adminToken();

    expect((await callWorker(`/admin/jobs/${id}/unpublish`, { json: { reason: 'Scam.' }, token: admin })).status).toBe(200);
    expect(await env.DB.prepare('SELECT state_before FROM job_takedowns WHERE job_id = ?').bind(id).first()).toEqual({ state_before: 'published' });
    expect((await json(await callWorker(`/jobs/${id}`))).body.code).toBe('job_unavailable');
    expect((await json(await callWorker(`/company/jobs/${id}/fill`, { method: 'POST', token: company }))).body.code).toBe('job_taken_down');
    expect((await json(await callWorker(`/admin/jobs/${id}/unpublish`, { json: { reason: 'Again.' }, token: admin }))).body.code).toBe('job_move_not_allowed');
    const audits = await env.DB.prepare("SELECT action FROM admin_audit_log WHERE target_id = ? AND target_type = 'job'").bind(id).all();
    expect(audits.results).toEqual([{ action: 'job.unpublish' }]);

    expect((await callWorker(`/admin/jobs/${id}/restore`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await json<{ job: PublicJob }>(await callWorker(`/jobs/${id}`))).body.data?.job).toMatchObject({ id, is_open: true });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM job_takedowns').first()).toEqual({ n: 0 });
    expect((await json(await callWorker(`/admin/jobs/${id}/restore`, { method: 'POST', token: admin }))).body.code).toBe('job_not_taken_down');
  }, 60_000);
});
