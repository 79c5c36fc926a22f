// Each end-to-end file plays its own visitors, but the whole run reaches the one server from 127.0.0.1, so the
// server's per-address counters (codes sent, logins, resets: 20 to 60 an hour) add up across files until sign-ups are
// refused. Before each file they start again, as for a visitor from another address; the per-account and per-address
// counts within a file stay as they are, and their rules are tested in the api project.
import { createClient } from '@libsql/client';
import { beforeAll, inject } from 'vitest';
import { d1File } from '../support/d1-state';

beforeAll(async () => {
  const client = createClient({ url: `file:${d1File(inject('statePath'))}` });
  try {
    await client.execute("DELETE FROM throttles WHERE key LIKE '%-ip:%'");
  } finally {
    client.close();
  }
});

/**
 * A test that blocks its event loop (a synchronous child process, such as `npm run admin`) does not see the server
 * close an idle keep-alive connection, and its next fetch is written to the dead socket: "other side closed" before a
 * single byte of the reply. The server never read that request, so it is sent once more on a fresh connection.
 */
const plainFetch = globalThis.fetch;
const staleSocket = (error: unknown) => error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';
globalThis.fetch = async (input, init) => {
  try {
    return await plainFetch(input, init);
  } catch (error) {
    if (!staleSocket(error)) throw error;
    return plainFetch(input, init);
  }
};
