import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lookupSeedStatements } from '../../db/seed/seed-sql.ts';

const quietEnv = { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

/** Secrets for a throwaway server; real ones live in .dev.vars or `wrangler secret`. */
const testVars = {
  ENVIRONMENT: 'development',
  SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123456789',
  CODE_HMAC_KEY: 'e2e-code-key',
  FACTOR_SECRET_KEY: 'ZTJlLWZhY3Rvci1rZXktMDEyMzQ1Njc4OWFiY2RlZmc=',
  ALTCHA_HMAC_KEY: 'e2e-altcha-key',
  ALTCHA_MAX_NUMBER: '2000',
  RESEND_API_KEY: '',
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function wrangler(args: string[]): void {
  execFileSync('node_modules/.bin/wrangler', args, { env: quietEnv, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Applies the migrations and the seed to a fresh local D1 state folder. */
export function prepareState(persistTo: string): void {
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo]);
  const seedFile = join(persistTo, 'seed.sql');
  writeFileSync(seedFile, lookupSeedStatements().join('\n'));
  wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, `--file=${seedFile}`]);
}

export interface RunningServer {
  url: string;
  /** From spawning `wrangler dev` to the first 200 of /api/v1/health. */
  coldStartMs: number;
  /** The local D1 and R2 state the server runs on (what `npm run admin -- … --persist-to` takes). */
  statePath: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('wrangler dev did not become healthy in time');
}

/** Adds the demo companies and `count` generated jobs (scripts/seed-demo.ts) to a prepared state folder. */
function seedDemoJobs(persistTo: string, count: number): void {
  const path = `${join(process.cwd(), 'node_modules', '.bin')}:${process.env.PATH ?? ''}`;
  execFileSync(process.execPath, ['scripts/seed-demo.ts', '--jobs', String(count), `--persist-to=${persistTo}`], {
    env: { ...quietEnv, ENVIRONMENT: 'development', PATH: path },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

export interface WranglerDevOptions {
  timeoutMs?: number;
  vars?: Record<string, string>;
  demoJobs?: number;
  /** A port to listen on (the same origin as a server stopped before), instead of a free one. */
  port?: number;
  /** Another deployment of the client (a copy of dist/client) served instead of the build's own. */
  assets?: string;
  /** The state folder of a server stopped before, served again (and kept at stop), instead of a new one. */
  statePath?: string;
}

/** Serves the built client and the worker with `wrangler dev` on loopback, on its own state folder. */
export async function startWranglerDev(options: WranglerDevOptions = {}): Promise<RunningServer> {
  const ownState = !options.statePath;
  const persistTo = options.statePath ?? mkdtempSync(join(tmpdir(), 'kar-state-'));
  if (ownState) prepareState(persistTo);
  if (options.demoJobs) seedDemoJobs(persistTo, options.demoJobs);
  const port = options.port ?? (await freePort());
  const inspectorPort = await freePort();
  const vars = Object.entries({ ...testVars, ...options.vars }).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
  const started = Date.now();
  const child = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      persistTo,
      '--log-level',
      'warn',
      ...(options.assets ? ['--assets', options.assets] : []),
      ...vars,
    ],
    { env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    if (ownState) rmSync(persistTo, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, Date.now() + (options.timeoutMs ?? 90_000));
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`);
  }
  return { url, coldStartMs: Date.now() - started, statePath: persistTo, stop };
}
