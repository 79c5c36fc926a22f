// `wrangler dev` runs a Cron Trigger only when asked (it prints the URL); this asks at the times wrangler.toml names,
// so `npm start` and `npm run dev` send the daily digests and job alerts as production would. By hand, any time:
//   curl "http://127.0.0.1:8787/cdn-cgi/local/scheduled?cron=0+5+*+*+*"
import { readFileSync } from 'node:fs';

/** `M H * * *` crons of wrangler.toml (the only form Kar uses); others are reported and left to the curl above. */
function dailyCrons(): Array<{ cron: string; minute: number; hour: number }> {
  const toml = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
  const list = /^crons\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].flatMap(([, cron = '']) => {
    const parts = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
    if (!parts) console.warn(`local cron: "${cron}" is not of the form "M H * * *"; trigger it by hand`);
    return parts ? [{ cron, minute: Number(parts[1]), hour: Number(parts[2]) }] : [];
  });
}

function nextRun(minute: number, hour: number, now = new Date()): Date {
  const next = new Date(now);
  next.setUTCHours(hour, minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Calls the worker's scheduled() through wrangler dev at each cron's next time, then every day at that time. */
export function runLocalCron(origin: string): void {
  for (const { cron, minute, hour } of dailyCrons()) {
    const arm = () => {
      const at = nextRun(minute, hour);
      setTimeout(() => {
        fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`).then(
          (response) => console.log(`local cron "${cron}": ${response.status}`),
          (error: unknown) => console.error(`local cron "${cron}" failed:`, error),
        );
        arm();
      }, at.getTime() - Date.now()).unref();
    };
    arm();
    console.log(`local cron "${cron}" (UTC) next runs at ${nextRun(minute, hour).toISOString()}`);
  }
}
