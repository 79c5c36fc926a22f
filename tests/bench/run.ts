// `npm run bench`: speed and size figures, printed as a table and written to tests/bench/results/ (latest.md, plus
// one JSON file per run to compare over time): the foundation's, first paint and the first page's JavaScript
// (first-paint.ts), then the CV PDF's (cv-pdf-route.ts, cv-pdf.ts).
// Loopback only; every load is bounded in time.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createArgon2Passwords } from '../../worker/platform/argon2.ts';
import { loadArgon2ModuleForNode } from '../../worker/platform/argon2.node.ts';
import { startWranglerDev } from '../support/wrangler-server.ts';
import { benchCvPdf } from './cv-pdf.ts';
import { benchCvPdfRoute } from './cv-pdf-route.ts';
import { markdownTable, type Row } from './figures.ts';
import { benchFirstPaint } from './first-paint.ts';


const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

function load(url: string): AutocannonResult {
  const output = execFileSync(
    'node_modules/.bin/autocannon',
    ['--json', '-c', String(connections), '-d', String(loadSeconds), '-H', 'Accept-Language=ckb', url],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(output) as AutocannonResult;
}

async function argon2MsPerHash(samples = 10): Promise<number> {
  const passwords = createArgon2Passwords(loadArgon2ModuleForNode());
  await passwords.hash('warm-up Password1!');
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await passwords.hash(`Bench-password-${i}!`);
    times.push(performance.now() - started);
  }
  return median(times);
}

// The per-address API limit would answer most of a load test with 429: measure the work, not the limit.
const server = await startWranglerDev({ vars: { API_RATE_LIMIT: 'off' } });
const rows: Row[] = [];
try {
  rows.push({ figure: 'wrangler dev cold start to first 200', value: `${server.coldStartMs} ms`, note: 'spawn → GET /api/v1/health 200' });
  // First, while no PDF has been asked of this server: its first one pays for loading the renderer.
  rows.push(...(await benchCvPdfRoute(server.url)));
  load(`${server.url}/api/v1/health`); // warm the isolate and the database file before measuring
  for (const [name, path] of [['health', '/api/v1/health'], ['lookups/cities', '/api/v1/lookups/cities']] as const) {
    const result = load(`${server.url}${path}`);
    const failures = result.non2xx + result.errors;
    rows.push({
      figure: `GET ${path}`,
      value: `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      note: `${connections} connections, ${loadSeconds} s${failures ? `, ${failures} failures` : ''}`,
    });
  }
  rows.push(...(await benchFirstPaint(server.url)));
} finally {
  await server.stop();
}
rows.push({ figure: 'argon2id hash (m=19456, t=2, p=1)', value: `${(await argon2MsPerHash()).toFixed(1)} ms`, note: 'median of 10, Node, SIMD wasm' });
rows.push(...(await benchCvPdf()));

const table = markdownTable(rows);
const stamp = new Date().toISOString();
console.log(`\nKar bench, ${stamp}\n\n${table}\n`);
mkdirSync('tests/bench/results', { recursive: true });
writeFileSync('tests/bench/results/latest.md', `# Bench ${stamp}\n\n${table}\n`);
writeFileSync(`tests/bench/results/${stamp.replace(/[:.]/g, '-')}.json`, `${JSON.stringify({ stamp, rows }, null, 2)}\n`);
