// The edit loop: paraglide and Vite rebuild the client on change, and `wrangler dev` reloads the worker on change
// and serves the fresh client build. Ctrl-C stops all three.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { localOrigin, wranglerAddressArgs } from './local-address.ts';
import { runLocalCron } from './local-cron.ts';

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };
const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: 'inherit', env });

run('node', ['scripts/dev-vars.ts']);
run('npm', ['run', '--silent', 'i18n']);
run('npm', ['run', '--silent', 'db:migrate']);
run('npm', ['run', '--silent', 'db:seed']);

const children: ChildProcess[] = [
  spawn('npm', ['run', '--silent', 'i18n', '--', '--watch'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/vite', ['build', '--watch', '--mode', 'development'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/wrangler', ['dev', ...wranglerAddressArgs, '--live-reload'], { stdio: 'inherit', env }),
];

runLocalCron(localOrigin);

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => code && stopAll());
