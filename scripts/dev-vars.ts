// Gives .dev.vars random development secrets, creating it from .dev.vars.example when missing (and adding the
// example's newer secrets to an older copy), so that `npm start` needs no set-up and no placeholder secret ever
// reaches the worker. It also gives the development server a VAPID pair of its own, so that Web Push works there
// in a browser that can reach its vendor's push service (decision 0028).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import './worker-modules.ts';

const target = '.dev.vars';
const example = readFileSync('.dev.vars.example', 'utf8');
const namesIn = (text: string) => new Set([...text.matchAll(/^(\w+)=/gm)].map((match) => match[1]));
let current = existsSync(target) ? readFileSync(target, 'utf8') : example;
const present = namesIn(current);
const missing = example.split('\n').filter((line) => /^\w+=change-me$/.test(line) && !present.has(line.split('=')[0]));
if (missing.length > 0) current = `${current.replace(/\n*$/, '\n')}${missing.join('\n')}\n`;
let filled = current.replace(/^(\w+)=change-me$/gm, (_line, name: string) => `${name}=${randomBytes(32).toString('base64')}`);
if (!namesIn(filled).has('VAPID_PUBLIC_KEY')) {
  // Imported once the hooks above are in place: the worker's modules are written for the bundler.
  const { generateVapidKeys } = await import('../worker/platform/vapid.ts');
  const { publicKey, privateKey } = await generateVapidKeys();
  const pair = ['# Web Push on this development server (made by scripts/dev-vars.ts)', `VAPID_PUBLIC_KEY=${publicKey}`, `VAPID_PRIVATE_KEY=${privateKey}`];
  filled = `${filled.replace(/\n*$/, '\n')}${[...pair, 'VAPID_SUBJECT=mailto:push@kar.example'].join('\n')}\n`;
}
if (filled !== current || !existsSync(target)) {
  writeFileSync(target, filled, { mode: 0o600 });
  console.log('Wrote random development secrets to .dev.vars.');
}
