import { z } from 'zod';
import type { CompanyStatus } from '../../../db/schema/accounts';
import { companyDetailsSchema, companyProfileTextsSchema } from '../auth/auth.schemas';
import { optionalUrlSchema, phoneSchema, richTextSchema } from '../../shared/fields.schemas';

/** The REST contract's `POST /company/profile?_method=put` (docs/product.md#the-profile): any of the details and texts, the logo as a file. */
export const updateCompanyProfileSchema = companyDetailsSchema.partial().extend(companyProfileTextsSchema.shape);

const richText = richTextSchema;

export const companyMissionSchema = z.object({ mission: richText.optional(), mission_ckb: richText.optional(), mission_ar: richText.optional() });
export const companyValuesSchema = z.object({ values: richText.optional(), values_ckb: richText.optional(), values_ar: richText.optional() });
export const companyLinkedinSchema = z.object({ linkedin_url: optionalUrlSchema });
export const companyContactSchema = z.object({ phone_number: phoneSchema, website_url: optionalUrlSchema });

export interface PublicCompany {
  user_id: number;
  email: string;
  legal_name: string;
  logo_url: string | null;
  sector_id: number;
  employees_num_id: number;
  company_type_id: number;
  headquarter_location_id: number;
  website_url: string | null;
  linkedin_url: string | null;
  phone_number: string | null;
  description: string | null;
  description_ckb: string | null;
  description_ar: string | null;
  mission: string | null;
  mission_ckb: string | null;
  mission_ar: string | null;
  values: string | null;
  values_ckb: string | null;
  values_ar: string | null;
  status: CompanyStatus;
}
