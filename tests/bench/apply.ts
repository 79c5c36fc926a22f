// POST /account/jobs/apply under wrangler dev with a CV made in Kar (frozen as a PDF: docs/decisions/0010), beside
// GET /api/v1/health in the same run: one request at a time, the two interleaved so both see the same machine.
// Goal (issue 12): apply p95 ≤ 5× health's p95.
import type { CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import { apply, openJobs } from './apply-world.ts';
import { cvThroughApi } from './cv-pdf-route.ts';
import { medianP95, ms, type Row, stats } from './figures.ts';

const samples = Number(process.env.APPLY_SAMPLES ?? 20);

async function healthMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/health`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`health: ${response.status}`);
  return performance.now() - started;
}

export async function benchApply(baseUrl: string, locale: CvLocale = 'ckb'): Promise<Row[]> {
  const { token, cvId } = await cvThroughApi(baseUrl, locale);
  const seeker = { email: `bench-${locale}`, token };
  const jobs = await openJobs(baseUrl, samples);
  const applyTimes: number[] = [];
  const healthTimes: number[] = [];
  for (const job of jobs) {
    healthTimes.push(await healthMs(baseUrl));
    const result = await apply(baseUrl, seeker, job, cvId);
    if (result.status !== 201) throw new Error(`apply: ${result.status}`);
    applyTimes.push(result.ms);
  }
  const ratio = stats(applyTimes).p95 / stats(healthTimes).p95;
  return [
    {
      figure: `POST /account/jobs/apply (${locale} CV made in Kar, frozen)`,
      value: medianP95(applyTimes),
      note: `${applyTimes.length} applications to different jobs, one at a time; p95 ${ratio.toFixed(1)}× health's (goal ≤ 5×: ${ratio <= 5 ? 'met' : 'not met'})`,
    },
    { figure: 'GET /api/v1/health beside apply', value: medianP95(healthTimes), note: `interleaved with the applications; p95 ${ms(stats(healthTimes).p95)}` },
  ];
}
