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
