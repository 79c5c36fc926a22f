import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Every lookup has the same shape: a stable id, a name per interface language, and a display order. */
function lookupTable<const Name extends string>(name: Name) {
  return sqliteTable(name, {
    id: integer('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameCkb: text('name_ckb').notNull(),
    nameAr: text('name_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  });
}

export const genders = lookupTable('genders');
export const cities = lookupTable('cities');
export const positions = lookupTable('positions');
export const jobTypes = lookupTable('job_types');
export const languages = lookupTable('languages');
export const institutions = lookupTable('institutions');
export const degrees = lookupTable('degrees');
export const additionalTypes = lookupTable('additional_types');
export const sectors = lookupTable('sectors');
export const companyTypes = lookupTable('company_types');
export const numberOfEmployees = lookupTable('number_of_employees');
export const locations = lookupTable('locations');
export const skills = lookupTable('skills');

/** Keyed by the lookup's public name (the `{name}` of `GET /api/v1/lookups/{name}`). */
export const lookupTables = {
  genders,
  cities,
  positions,
  job_types: jobTypes,
  languages,
  institutions,
  degrees,
  additional_types: additionalTypes,
  sectors,
  company_types: companyTypes,
  number_of_employees: numberOfEmployees,
  locations,
  skills,
} as const;
