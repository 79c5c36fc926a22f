// Gives .dev.vars random development secrets, creating it from .dev.vars.example when missing, so that
// `npm start` needs no set-up and no placeholder secret ever reaches the worker.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const target = '.dev.vars';
const current = existsSync(target) ? readFileSync(target, 'utf8') : readFileSync('.dev.vars.example', 'utf8');
const filled = current.replace(/^(\w+)=change-me$/gm, (_line, name: string) => `${name}=${randomBytes(32).toString('base64')}`);
if (filled !== current || !existsSync(target)) {
  writeFileSync(target, filled, { mode: 0o600 });
  console.log('Wrote random development secrets to .dev.vars.');
}
