import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where `wrangler dev` and `wrangler d1 … --local` keep local state when no `--persist-to` names another folder. */
export const defaultLocalState = '.wrangler/state';

/** Miniflare keeps each local D1 database as one SQLite file under the state folder. */
export function d1File(persistTo: string): string {
  const dir = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    // No state yet: said below.
  }
  const file = names.find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no local D1 database in ${dir} (run \`npm start\` or \`npm run db:migrate\` first)`);
  return join(dir, file);
}
