// A company's job from draft to published on D1: the writes run as db.batch with raw statements (requirements kept
// in order, the credit spent with the publish), which libSQL and D1 execute through different drivers.
import { describe, expect, it } from 'vitest';
import type { Credits } from '../../worker/features/credits/credits.service';
import type { CompanyJob, JobCard } from '../../worker/features/jobs/jobs.schemas';
import { approvedCompany, callWorker, jobInput as job } from './seeker';

/** The reply's status and envelope, `data` typed as the route answers it. */
async function json<Data = Record<string, never>>(response: Response) {
  return { status: response.status, body: (await response.json()) as { code?: string; data?: Data } };
}

describe('company postings on D1', () => {
  it('creates, edits and publishes a job, spending one credit, and search finds it', async () => {
    const token = await approvedCompany('hr@zagros.test');
    const created = await json<{ job: CompanyJob }>(await callWorker('/company/jobs', { json: job, token }));
    expect(created.status).toBe(201);
    const id = created.body.data?.job.id as number;
    expect(created.body.data?.job.requirements.map((item: { name: string }) => item.name)).toEqual(['TypeScript', 'SQL']);

    const edited = await json<{ job: CompanyJob }>(
      await callWorker(`/company/jobs/${id}`, { method: 'PUT', json: { ...job, requirements: ['SQL', 'Hono', 'TypeScript'] }, token }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data?.job.requirements.map((item: { name: string }) => item.name)).toEqual(['SQL', 'Hono', 'TypeScript']);

    const published = await json<{ job: CompanyJob }>(await callWorker(`/company/jobs/${id}/publish`, { method: 'POST', token }));
    expect(published.status).toBe(200);
    expect(published.body.data?.job.state).toBe('published');
    const credits = await json<{ credits: Credits }>(await callWorker('/company-credit', { token }));
    expect(credits.body.data?.credits.balance).toBe(2);

    const found = await json<{ jobs: JobCard[] }>(await callWorker(`/jobs?q=${encodeURIComponent('ئەندازیار')}`));
    expect(found.body.data?.jobs.map((card: { id: number }) => card.id)).toContain(id);
  }, 60_000);
});
