// Gives .dev.vars random development secrets, creating it from .dev.vars.example when missing (and adding the
// example's newer secrets to an older copy), so that `npm start` needs no set-up and no placeholder secret ever
// reaches the worker.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const target = '.dev.vars';
const example = readFileSync('.dev.vars.example', 'utf8');
const namesIn = (text: string) => new Set([...text.matchAll(/^(\w+)=/gm)].map((match) => match[1]));
let current = existsSync(target) ? readFileSync(target, 'utf8') : example;
const present = namesIn(current);
const missing = example.split('\n').filter((line) => /^\w+=change-me$/.test(line) && !present.has(line.split('=')[0]));
if (missing.length > 0) current = `${current.replace(/\n*$/, '\n')}${missing.join('\n')}\n`;
const filled = current.replace(/^(\w+)=change-me$/gm, (_line, name: string) => `${name}=${randomBytes(32).toString('base64')}`);
if (filled !== current || !existsSync(target)) {
  writeFileSync(target, filled, { mode: 0o600 });
  console.log('Wrote random development secrets to .dev.vars.');
}
