import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Miniflare keeps each local D1 database as one SQLite file under the state folder. */
export function d1File(persistTo: string): string {
  const dir = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database in ${dir}`);
  return join(dir, file);
}
