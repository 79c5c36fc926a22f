import { allLocales, loadCatalogues } from '../../worker/http/i18n';
import type { Deps } from '../../worker/ports';
import type { memoryWorkQueue } from '../../worker/platform/queue';
import { handleQueueMessage } from '../../worker/queue';

/** The Node tests' queue (tests/support/node-deps.ts), which holds messages until a test hands them on. */
export const memoryQueueOf = (deps: Deps) => deps.queue as ReturnType<typeof memoryWorkQueue>;

/**
 * Everything queued, consumed as the worker's `queue()` would, messages a handler queues included; what each handler
 * answered, in order.
 */
export async function drainQueue(deps: Deps): Promise<object[]> {
  // worker/index.ts's queue() loads every language's messages before its handlers run; so must a test.
  await loadCatalogues(allLocales);
  const results: object[] = [];
  const queue = memoryQueueOf(deps);
  for (let messages = queue.take(); messages.length > 0; messages = queue.take()) {
    for (const message of messages) results.push(await handleQueueMessage(deps, message));
  }
  return results;
}
