import { z } from 'zod';
import { atMost } from '../../shared/fields.schemas';

/** The lookups of docs/product.md#lookups, by the name used in `GET /api/v1/lookups/{name}`. */
export const listLookupNames = [
  'genders',
  'cities',
  'positions',
  'job_types',
  'languages',
  'institutions',
  'degrees',
  'additional_types',
  'sectors',
  'company_types',
  'number_of_employees',
  'locations',
] as const;

export const lookupNameSchema = z.enum(listLookupNames);
export type LookupName = z.infer<typeof lookupNameSchema>;
export const lookupListInput = z.object({ name: lookupNameSchema });

export const skillSearchSchema = z.object({
  search: z.string().trim().max(64, atMost(64)).optional().default(''),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});
export type SkillSearch = z.infer<typeof skillSearchSchema>;

export interface LookupItem {
  id: number;
  name: string;
}
