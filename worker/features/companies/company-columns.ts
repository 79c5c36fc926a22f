import type { companies } from '../../../db/schema';
import { richTextForStorage as richText } from '../../platform/rich-text';
import type { RegisterCompanyInput } from '../auth/auth.schemas';

type CompanyColumns = Partial<typeof companies.$inferInsert>;

/** A form's fields; the addresses may also be null, which clears them (a form that replaces the whole section). */
export type CompanyColumnInput = Omit<Partial<RegisterCompanyInput>, 'website_url' | 'linkedin_url'> & {
  website_url?: string | null | undefined;
  linkedin_url?: string | null | undefined;
};

/** The company row's columns for the fields a form gave; fields it left out stay undefined (unchanged). */
export function companyColumns(input: CompanyColumnInput): CompanyColumns {
  const columns: CompanyColumns = {
    legalName: input.legal_name,
    sectorId: input.sector_id,
    employeesNumId: input.employees_num_id,
    companyTypeId: input.company_type_id,
    headquarterLocationId: input.headquarter_location_id,
    websiteUrl: input.website_url,
    linkedinUrl: input.linkedin_url,
    description: richText(input.description),
    descriptionCkb: richText(input.description_ckb),
    descriptionAr: richText(input.description_ar),
    mission: richText(input.mission),
    missionCkb: richText(input.mission_ckb),
    missionAr: richText(input.mission_ar),
    values: richText(input.values),
    valuesCkb: richText(input.values_ckb),
    valuesAr: richText(input.values_ar),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
