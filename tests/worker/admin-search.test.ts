// Issue 23: D1 refuses LIKE patterns over 50 bytes, so a long search box answered 500 (about 24 Sorani letters,
// which are 2 bytes each in UTF-8). The admin lists and the skills search must answer any length their schema allows.
import { describe, expect, it } from 'vitest';
import type { AdminJob } from '../../worker/features/admin/admin.schemas';
import type { LookupItem } from '../../worker/features/lookups/lookups.schemas';
import { adminToken, approvedCompany, callWorker, jobInput } from './seeker';

/** The reply's status and envelope, `data` typed as the route answers it. */
async function json<Data = Record<string, never>>(response: Response) {
  return { status: response.status, body: (await response.json()) as { code?: string; data?: Data; errors?: Record<string, string[]> } };
}

describe('long searches on D1', () => {
  it('admin jobs, companies and users answer a long Sorani or Latin query (no LIKE over 50 bytes)', async () => {
    const company = await approvedCompany('hr@zagros-search.test');
    const title = 'ئەندازیاری نەرمەکاڵای بەرزی سیستەمی بانکی و پارەدان لە هەولێر';
    const created = await json(await callWorker('/company/jobs', { json: { ...jobInput, title }, token: company }));
    expect(created.status).toBe(201);
    const admin = await adminToken();
    const long = title.slice(0, 60);
    expect(new TextEncoder().encode(long).byteLength).toBeGreaterThan(100);
    const jobs = await json<{ jobs: AdminJob[] }>(await callWorker(`/admin/jobs?q=${encodeURIComponent(long)}`, { token: admin }));
    expect(jobs.status).toBe(200);
    expect(jobs.body.data?.jobs.map((job: { title: string }) => job.title)).toEqual([title]);
    for (const path of ['/admin/companies?status=approved&q=', '/admin/users?q=']) {
      for (const q of [long, 'x'.repeat(49), 'zagros-search'.repeat(10)]) {
        const reply = await json(await callWorker(`${path}${encodeURIComponent(q)}`, { token: admin }));
        expect([path, q, reply.status]).toEqual([path, q, 200]);
      }
    }
  }, 60_000);

  it('the skills search answers its longest query', async () => {
    const reply = await json<{ skills: LookupItem[] }>(await callWorker(`/lookups/skills?search=${encodeURIComponent('ک'.repeat(64))}`));
    expect(reply.status).toBe(200);
    expect(reply.body.data?.skills).toEqual([]);
  });
});
