// The people of the million board (million-world.ts): companies, seekers and their job alerts, and the writers that
// stream rows into libSQL a chunk at a time.
import type { Client } from '@libsql/client';
import type { AlertSearchJson } from '../../db/schema/alerts.ts';
import { demoCompanies } from '../../db/seed/demo-jobs.ts';
import { seededRandom } from '../../db/seed/demo-generated.ts';
import { lookupSeed } from '../../db/seed/lookups.data.ts';
import { fold } from '../../worker/shared/fold.ts';

const dayMs = 86_400_000;

export const companyEmail = (index: number) => `hr-${index}@company.million`;
const seekerEmail = (index: number) => `seeker-${index}@seeker.million`;

/**
 * Inserts rows given as JSON through one `INSERT … SELECT … FROM json_each(?1)` a chunk (`extra` are ?2, ?3…), ten
 * chunks a transaction: rows come from a generator and only a chunk's JSON is held at a time.
 */
export async function insertJson(client: Client, table: string, columns: Record<string, string>, rows: Iterable<object>, chunk = 20_000, extra: string[] = []) {
  const statement = `INSERT INTO ${table} (${Object.keys(columns).join(', ')}) SELECT ${Object.values(columns).join(', ')} FROM json_each(?1)`;
  let batch: object[] = [];
  const writes: Array<{ sql: string; args: string[] }> = [];
  const flush = async (force: boolean) => {
    if (batch.length > 0) writes.push({ sql: statement, args: [JSON.stringify(batch), ...extra] });
    batch = [];
    if (force || writes.length >= 10) await client.batch(writes.splice(0, writes.length), 'write');
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= chunk) await flush(false);
  }
  await flush(true);
}

/**
 * Statements run as scripts of 200 in one transaction. libSQL's client keeps ~3 KB of native memory for every
 * statement it runs on its own (batch or execute), which the board's 2,000,000 would make gigabytes; a script keeps
 * none (and a long one is parsed in time that grows with its length squared, hence the slices).
 */
export async function writeScript(client: Client, statements: readonly string[]) {
  const transaction = await client.transaction('write');
  try {
    for (let start = 0; start < statements.length; start += 200) await transaction.executeMultiple(statements.slice(start, start + 200).join('\n'));
    await transaction.commit();
  } finally {
    transaction.close();
  }
}

function* range<T>(count: number, make: (index: number) => T): Generator<T> {
  for (let index = 0; index < count; index += 1) yield make(index);
}

export async function writePeople(client: Client, now: number, { companies, seekers }: { companies: number; seekers: number }) {
  const user = (type: string, email: string, name: string, locale: string) => ({ type, email, name, locale });
  const userColumns = {
    type: "value ->> '$.type'",
    email: "value ->> '$.email'",
    password_hash: "'x'",
    full_name: "value ->> '$.name'",
    locale: "value ->> '$.locale'",
    created_at: String(now - 400 * dayMs),
    updated_at: String(now - 400 * dayMs),
  };
  // Companies are users 1..companies, seekers the ids after them.
  await insertJson(
    client,
    'users',
    userColumns,
    range(companies, (index) => user('company', companyEmail(index), `Company ${index}`, 'en')),
  );
  await insertJson(
    client,
    'companies',
    {
      user_id: "value ->> '$.id'",
      legal_name: "value ->> '$.name'",
      sector_id: "1 + value ->> '$.id' % 10",
      employees_num_id: '3',
      company_type_id: '1',
      headquarter_location_id: "1 + value ->> '$.id' % 6",
      status: "'approved'",
      updated_at: String(now),
    },
    range(companies, (index) => ({ id: index + 1, name: companyName(index) })),
  );
  await insertJson(
    client,
    'credit_ledger',
    { company_id: "value ->> '$.id'", amount: '3', reason: "'starting_grant'", created_at: String(now - 400 * dayMs) },
    range(companies, (index) => ({ id: index + 1 })),
  );
  const locales = ['ckb', 'ckb', 'ar', 'en'];
  await insertJson(
    client,
    'users',
    userColumns,
    range(seekers, (index) => user('account', seekerEmail(index), `Seeker ${index}`, locales[index % 4] ?? 'ckb')),
  );
}

/** Names as the region's companies have them, in the three scripts, numbered so each is its own. */
export const companyName = (index: number) => `${demoCompanies[index % demoCompanies.length]?.name ?? 'Company'} ${index}`;

/** 100,000 saved searches as people save them: job-title words in three scripts, with and without filters. */
function* generatedAlerts(count: number, firstSeeker: number, now: number): Generator<object> {
  const random = seededRandom(15);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const words = lookupSeed.positions
    .flatMap((position) => [position.en, position.ckb, position.ar].flatMap((name) => name.split(/\s+/)))
    .filter((word) => word.length > 2);
  const cityIds = lookupSeed.cities.map((city) => city.id).slice(0, 12);
  for (let index = 0; index < count; index += 1) {
    const kind = index % 20;
    const word = pick(words);
    const search: AlertSearchJson =
      kind < 8
        ? { q: word, city_id: [] }
        : kind < 12
          ? { q: `${word} ${pick(words)}`, city_id: [] }
          : kind < 15
            ? { q: word, city_id: [pick(cityIds)] }
            : kind < 18
              ? { q: '', city_id: [pick(cityIds), pick(cityIds)], workplace: pick(['on_site', 'remote', 'hybrid'] as const) }
              : { q: word, city_id: [], salary_min: 500_000, currency: 'IQD' };
    yield { user: firstSeeker + index, search: JSON.stringify(search), folded: fold(search.q), at: now - 30 * dayMs };
  }
}

/** The daily alerts of the first `count` seekers, confirmed (each mailed in its seeker's language). */
export async function writeAlerts(client: Client, count: number, firstSeeker: number, now: number) {
  await insertJson(
    client,
    'job_alerts',
    {
      user_id: "value ->> '$.user'",
      search: "value ->> '$.search'",
      q_folded: "value ->> '$.folded'",
      frequency: "'daily'",
      paused: '0',
      locale: "'ckb'",
      confirmed_at: "value ->> '$.at'",
      created_at: "value ->> '$.at'",
      updated_at: "value ->> '$.at'",
    },
    generatedAlerts(count, firstSeeker, now),
  );
}
