import type { TestProject } from 'vitest/node';
import { startWranglerDev } from '../support/wrangler-server';

/** One `wrangler dev` for the whole end-to-end run, on a fresh database. */
export default async function setup(project: TestProject) {
  const server = await startWranglerDev();
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
