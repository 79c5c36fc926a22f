// `npm run load`: 200 seekers apply to the same job over 60 seconds under wrangler dev, with duplicates among them
// (some sent twice at the same moment, some again later). Prints the 5xx count (goal 0), the 201s and 409s, and the
// rows in the database (exactly one per seeker and job), and writes them to tests/bench/results/load-apply.md.
// Loopback only; bounded in count and time, and it stops by itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { startWranglerDev } from '../support/wrangler-server.ts';
import { apply, inParallel, insertSeekers, openJobs, serverDatabase, signInAll, uploadCv } from './apply-world.ts';
import { markdownTable, medianP95, type Row } from './figures.ts';

const seekerCount = Number(process.env.LOAD_SEEKERS ?? 200);
const spreadMs = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
/** One seeker in four sends a second application: half at the same moment, half a few seconds later. */
const duplicateEvery = 4;

const server = await startWranglerDev({ vars: { API_RATE_LIMIT: 'off' }, demoJobs: 10 });
try {
  console.log(`Preparing ${seekerCount} seekers with an uploaded CV each…`);
  const emails = await insertSeekers(server.statePath, `load-${Date.now()}`, seekerCount);
  const seekers = await signInAll(server.url, server.statePath, emails);
  const cvIds = await inParallel(seekers, 4, (seeker) => uploadCv(server.url, seeker));
  const [job] = await openJobs(server.url, 1);
  if (!job) throw new Error('the seeded board has no open job');

  console.log(`Applying to job ${job.id} over ${spreadMs / 1000} s…`);
  const statuses = new Map<number, number>();
  const times: number[] = [];
  const started = Date.now();
  const sends: Array<Promise<void>> = [];
  const sendAt = (delayMs: number, index: number) =>
    sends.push(
      new Promise<void>((done) => setTimeout(done, delayMs)).then(async () => {
        const seeker = seekers[index];
        const cvId = cvIds[index];
        if (!seeker || cvId === undefined) return;
        const result = await apply(server.url, seeker, job, cvId).catch(() => ({ status: 0, ms: 0 }));
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        if (result.status === 201) times.push(result.ms);
      }),
    );
  seekers.forEach((_, index) => {
    const at = Math.floor((index / seekerCount) * spreadMs * 0.9 + Math.random() * spreadMs * 0.1);
    sendAt(at, index);
    if (index % duplicateEvery === 0) sendAt(index % (2 * duplicateEvery) === 0 ? at : Math.min(spreadMs, at + 3000), index);
  });
  await Promise.all(sends);
  const elapsedMs = Date.now() - started;

  const db = serverDatabase(server.statePath);
  const counted = await db.execute({
    sql: 'SELECT count(*) AS total, count(DISTINCT seeker_id) AS seekers FROM applications WHERE job_id = ?',
    args: [job.id],
  });
  db.close();
  const total = Number(counted.rows[0]?.total ?? 0);
  const distinct = Number(counted.rows[0]?.seekers ?? 0);
  const sent = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const serverErrors = [...statuses].filter(([status]) => status >= 500 || status === 0).reduce((sum, [, n]) => sum + n, 0);
  const latency = medianP95(times);
  const rows: Row[] = [
    {
      figure: 'apply load: requests sent',
      value: `${sent}`,
      note: `${seekerCount} seekers, one job, over ${(elapsedMs / 1000).toFixed(0)} s; one seeker in ${duplicateEvery} twice`,
    },
    { figure: 'apply load: 5xx or failed', value: `${serverErrors}`, note: `goal 0${serverErrors ? ': NOT MET' : ': met'}` },
    { figure: 'apply load: 201 Created', value: `${statuses.get(201) ?? 0}`, note: `latency ${latency}` },
    { figure: 'apply load: 409 already applied', value: `${statuses.get(409) ?? 0}`, note: 'the duplicates' },
    {
      figure: 'apply load: rows in the database',
      value: `${total} for ${distinct} seekers`,
      note: total === seekerCount && distinct === seekerCount ? 'exactly one per seeker and job: met' : `expected ${seekerCount}: NOT MET`,
    },
    ...[...statuses]
      .filter(([status]) => ![201, 409].includes(status))
      .map(([status, n]) => ({ figure: `apply load: status ${status}`, value: `${n}`, note: '' })),
  ];
  const table = markdownTable(rows);
  const stamp = new Date().toISOString();
  console.log(`\nKar apply load, ${stamp}\n\n${table}\n`);
  mkdirSync('tests/bench/results', { recursive: true });
  writeFileSync('tests/bench/results/load-apply.md', `# Apply load ${stamp}\n\n${table}\n`);
  if (serverErrors || total !== seekerCount || distinct !== seekerCount) process.exitCode = 1;
} finally {
  await server.stop();
}
