// The last step of `npm start`: `wrangler dev` (Miniflare: D1, R2, the queue and its consumer) on 127.0.0.1:PORT,
// and the Cron Trigger called at its times (local-cron.ts). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { localOrigin, wranglerAddressArgs } from './local-address.ts';
import { runLocalCron } from './local-cron.ts';

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };
const wrangler = spawn('node_modules/.bin/wrangler', ['dev', ...wranglerAddressArgs], { stdio: 'inherit', env });
runLocalCron(localOrigin);
console.log(`Kar: ${localOrigin}`);

const stop = () => wrangler.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => process.exit(code ?? 0));
