import { describe, expect, it } from 'vitest';
import { lookupTables } from '../../db/schema';
import { lookupSeed } from '../../db/seed/lookups.data';
import { listLookupNames } from '../../worker/features/lookups/lookups.schemas';

const arabicScript = /[\u0600-\u06FF]/;
const lists = Object.entries(lookupSeed);

describe('lookup seed data', () => {
  it('covers every lookup table and every listable lookup', () => {
    expect(Object.keys(lookupSeed).sort()).toEqual(Object.keys(lookupTables).sort());
    for (const name of listLookupNames) expect(lookupSeed[name].length).toBeGreaterThan(1);
  });

  it.each(lists)('%s has unique positive ids and unique names per language', (_name, rows) => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows) expect(Number.isInteger(row.id) && row.id > 0).toBe(true);
    for (const language of ['en', 'ckb', 'ar'] as const) {
      const names = rows.map((row) => row[language].trim());
      expect(names.every((name) => name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it.each(lists.filter(([name]) => name !== 'skills'))('%s is written in Kurdish and Arabic script', (_name, rows) => {
    for (const row of rows) {
      expect(row.ckb, row.en).toMatch(arabicScript);
      expect(row.ar, row.en).toMatch(arabicScript);
    }
  });

  it('writes Sorani with Kurdish letters, not Arabic kaf and yeh', () => {
    for (const [, rows] of lists) {
      for (const row of rows) expect(row.ckb, row.en).not.toMatch(/[\u0643\u064A]/);
    }
  });

  it('seeds the region: governorate capitals and main cities, and its universities', () => {
    const cities = lookupSeed.cities.map((city) => city.en);
    for (const city of ['Erbil', 'Sulaymaniyah', 'Duhok', 'Halabja', 'Kirkuk', 'Zakho', 'Ranya', 'Soran', 'Koya', 'Akre']) {
      expect(cities).toContain(city);
    }
    expect(lookupSeed.cities.find((city) => city.en === 'Erbil')?.ckb).toBe('هەولێر');
    const institutions = lookupSeed.institutions.map((institution) => institution.en).join('|');
    for (const university of ['University of Sulaimani', 'Salahaddin University', 'University of Duhok', 'Koya University']) {
      expect(institutions).toContain(university);
    }
  });
});

// npm start, npm run admin and the bench run scripts with plain Node (type stripping, no bundler): every import
// they reach must name its file with its extension, or `npm start` fails before the server starts. Importing the
// modules those scripts import (which have no side effects) loads the same graph.
describe('modules the scripts load under plain Node', () => {
  it.each([
    'db/seed/seed-sql.ts',
    'db/seed/demo-jobs.ts',
    'db/seed/demo-generated.ts',
    'scripts/demo-seeding.ts',
    'worker/features/auth/password.schemas.ts',
    'worker/platform/argon2.ts',
    'worker/platform/argon2.node.ts',
  ])('%s loads', async (file) => {
    const { execFileSync } = await import('node:child_process');
    const { existsSync } = await import('node:fs');
    const node = existsSync('node_modules/.bin/node') ? 'node_modules/.bin/node' : process.execPath;
    expect(() => execFileSync(node, ['--input-type=module', '-e', `await import(${JSON.stringify(`./${file}`)})`], { stdio: 'pipe' })).not.toThrow();
  });
});
