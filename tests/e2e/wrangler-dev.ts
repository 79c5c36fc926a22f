import type { TestProject } from 'vitest/node';
import { startWranglerDev } from '../support/wrangler-server';

/** One `wrangler dev` for the whole end-to-end run, on a fresh database. */
export default async function setup(project: TestProject) {
  // Every browser of the run comes from 127.0.0.1: the per-address API limit (120 a minute) would answer a busy file
  // with 429s. The limit itself is tested in the api and workerd projects.
  const server = await startWranglerDev({
    // The files write jobs straight into D1, as no user can, and read them at once: the edge cache has its own tests.
    vars: { API_RATE_LIMIT: 'off', EDGE_CACHE: 'off' },
  });
  project.provide('baseUrl', server.url);
  project.provide('statePath', server.statePath);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    statePath: string;
  }
}
