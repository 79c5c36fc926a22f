// The bench's wrangler dev serves a copy of the working tree taken as it starts, not the tree itself. wrangler dev
// watches the worker's sources and the assets folder (dist/client) and reloads its runtime on any change: a build or
// an edit in the tree during a run (someone working beside the bench, `npm run dev`) closed every connection in flight
// ("TypeError: terminated", cause "other side closed", in the middle of a reply) and moved the rest of the run onto
// code other than the build it set out to measure. The copy is what `npm run bench` has just built; nothing watches it.
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startWranglerDev } from '../support/wrangler-server.ts';

/** Not needed to build, seed or serve the worker; node_modules is linked, not copied. */
const leftOut = new Set(['node_modules', '.git', '.wrangler', '.tsbuild', 'test-results', 'docs']);

/** A copy of the tree (a few MB) in a new temporary folder, with the tree's node_modules linked into it. */
function copyOfTree(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'kar-bench-tree-'));
  for (const entry of readdirSync(root)) {
    if (!leftOut.has(entry)) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** `startWranglerDev` on a copy of the tree; `stop` also removes the copy. */
export async function startFrozenWranglerDev(options: Parameters<typeof startWranglerDev>[0]): Promise<RunningServer> {
  const root = process.cwd();
  const copy = copyOfTree(root);
  // startWranglerDev migrates, seeds and spawns wrangler from the current directory (relative paths, as the e2e setup
  // uses it). Nothing else of the bench runs while it starts, so the directory is the copy's only for that while.
  process.chdir(copy);
  let server: RunningServer;
  try {
    server = await startWranglerDev(options);
  } catch (error) {
    process.chdir(root);
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  process.chdir(root);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
