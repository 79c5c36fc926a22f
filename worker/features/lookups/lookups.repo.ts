import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { lookupTables, skills } from '../../../db/schema';
import type { Locale } from '../../ports';
import type { LookupItem, LookupName } from './lookups.schemas';
import { contains } from '../../platform/sql-contains';

type LookupTable = (typeof lookupTables)[keyof typeof lookupTables];

function nameColumn(table: LookupTable, locale: Locale) {
  return locale === 'ckb' ? table.nameCkb : locale === 'ar' ? table.nameAr : table.nameEn;
}

export function lookupsRepo(db: Database) {
  const listFrom = (table: LookupTable, locale: Locale, where?: SQL, limit?: number): Promise<LookupItem[]> => {
    const query = db
      .select({ id: table.id, name: nameColumn(table, locale) })
      .from(table)
      .where(where)
      .orderBy(asc(table.sortOrder), asc(table.id));
    return limit === undefined ? query : query.limit(limit);
  };

  return {
    list: (name: LookupName, locale: Locale) => listFrom(lookupTables[name], locale),

    /** Names for a set of ids in one query (lists of CV items name many lookups). */
    namesOf: async (name: LookupName | 'skills', ids: readonly number[], locale: Locale): Promise<Map<number, string>> => {
      if (ids.length === 0) return new Map();
      const table = lookupTables[name];
      const rows = await db
        .select({ id: table.id, name: nameColumn(table, locale) })
        .from(table)
        .where(inArray(table.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Every item with its names in the three languages (the import matches text written in any of them). */
    allNames: (name: LookupName | 'skills') => {
      const table = lookupTables[name];
      return db.select({ id: table.id, en: table.nameEn, ckb: table.nameCkb, ar: table.nameAr }).from(table).orderBy(asc(table.sortOrder), asc(table.id));
    },

    exists: async (name: LookupName | 'skills', id: number) => {
      const table = lookupTables[name];
      return (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length === 1;
    },

    /** Matches the typed text in any of the three languages, so a Kurdish UI still finds "Excel". */
    searchSkills: (text: string, locale: Locale, limit: number) => {
      const matches = text ? or(contains(skills.nameEn, text), contains(skills.nameCkb, text), contains(skills.nameAr, text)) : undefined;
      return listFrom(skills, locale, matches, limit);
    },
  };
}
