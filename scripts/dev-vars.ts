// Creates .dev.vars from .dev.vars.example on first run, with fresh random secrets, so `npm start` needs no setup.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const target = '.dev.vars';
if (!existsSync(target)) {
  const example = readFileSync('.dev.vars.example', 'utf8');
  const filled = example.replace(/^(\w+)=change-me$/gm, (_line, name: string) => `${name}=${randomBytes(32).toString('base64')}`);
  writeFileSync(target, filled, { mode: 0o600 });
  console.log('Created .dev.vars with random development secrets.');
}
