/** Jobs for the end-to-end tests, written over REST with a company's bearer token, as another client would. */
import { baseUrl } from './support';

export async function api<Data>(method: string, path: string, bearer?: string, body?: unknown): Promise<Data> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ar', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as { data: Data };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply.data;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A posting written and published over REST with the company's bearer token, as another client would. */
export async function publishedJob(companyToken: string, job: Record<string, unknown>): Promise<number> {
  const body = {
    description: '<p>Work at our office in Koya.</p>',
    language: 'en',
    position_id: 1,
    sector_id: 1,
    city_id: 1,
    job_type_id: 1,
    workplace: 'on_site',
    experience_level: 'mid',
    requirements: ['Excel'],
    deadline: inDays(30),
    ...job,
  };
  const created = await api<{ job: { id: number } }>('POST', '/company/jobs', companyToken, body);
  await api('POST', `/company/jobs/${created.job.id}/publish`, companyToken);
  return created.job.id;
}
