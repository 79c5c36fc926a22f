import { lookupsTrpc } from '../features/lookups/lookups.trpc';
import { t } from './init';

export const appRouter = t.router({
  lookups: lookupsTrpc,
});

/** The only thing the client imports from the worker besides `*.schemas.ts`. */
export type AppRouter = typeof appRouter;
