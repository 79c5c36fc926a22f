import { lookupSeed, type SeedRow } from './lookups.data.ts';

export const seededLookups = Object.keys(lookupSeed) as Array<keyof typeof lookupSeed>;

function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Upserts every lookup row by id: re-running the seed refreshes names and order but keeps whatever rows the
 * product added and never touches user data. Plain SQL so that D1 (wrangler), libSQL and workerd tests share it.
 */
export function lookupSeedStatements(): string[] {
  return seededLookups.flatMap((table) =>
    (lookupSeed[table] as readonly SeedRow[]).map(
      (row, index) =>
        `INSERT INTO ${table} (id, name_en, name_ckb, name_ar, sort_order) VALUES ` +
        `(${row.id}, ${quote(row.en)}, ${quote(row.ckb)}, ${quote(row.ar)}, ${index}) ` +
        `ON CONFLICT(id) DO UPDATE SET name_en = excluded.name_en, name_ckb = excluded.name_ckb, ` +
        `name_ar = excluded.name_ar, sort_order = excluded.sort_order;`,
    ),
  );
}
