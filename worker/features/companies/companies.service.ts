import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, type CompanyRow, type UserRow } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { randomToken } from '../../platform/crypto';
import { checkUpload, logoRule } from '../../platform/file-type';
import { richTextForStorage as richText } from '../../platform/rich-text';
import { usersService } from '../auth/users.service';
import type { RequestInfo } from '../../http/request-info';
import type { RegisterCompanyInput } from '../auth/auth.schemas';
import type { Authenticated } from '../auth/sessions.service';
import { lookupsService } from '../lookups/lookups.service';
import type { PublicCompany } from './companies.schemas';

/**
 * The logo's address. With its storage key it carries a version (the key's random part), so that a replaced logo is
 * not read from a cache: the file route ignores the query and answers the current logo.
 */
export function companyLogoPath(userId: number, key?: string | null): string {
  const version = key ? /([A-Za-z0-9_-]+)\.[a-z]+$/.exec(key)?.[1] : undefined;
  return `/files/company-logos/${userId}${version ? `?v=${version}` : ''}`;
}

export function toPublicCompany(user: UserRow, company: CompanyRow): PublicCompany {
  return {
    user_id: user.id,
    email: user.email,
    legal_name: company.legalName,
    logo_url: company.logoKey ? companyLogoPath(user.id, company.logoKey) : null,
    sector_id: company.sectorId,
    employees_num_id: company.employeesNumId,
    company_type_id: company.companyTypeId,
    headquarter_location_id: company.headquarterLocationId,
    website_url: company.websiteUrl,
    linkedin_url: company.linkedinUrl,
    phone_number: user.phoneNumber,
    description: company.description,
    description_ckb: company.descriptionCkb,
    description_ar: company.descriptionAr,
    mission: company.mission,
    mission_ckb: company.missionCkb,
    mission_ar: company.missionAr,
    values: company.values,
    values_ckb: company.valuesCkb,
    values_ar: company.valuesAr,
    status: company.status,
  };
}

/** A company's legal name ('' when there is none): how another feature names the company (a pipeline note's author). */
export async function companyNameOf(db: Database, companyId: number): Promise<string> {
  return (await usersService(db).companyOf(companyId))?.legalName ?? '';
}

type CompanyColumns = Partial<typeof companies.$inferInsert>;

/** A form's fields; the addresses may also be null, which clears them (a form that replaces the whole section). */
export type CompanyColumnInput = Omit<Partial<RegisterCompanyInput>, 'website_url' | 'linkedin_url'> & {
  website_url?: string | null | undefined;
  linkedin_url?: string | null | undefined;
};

/** The company row's columns for the fields a form gave (sign-up's or the profile's); fields it left out stay undefined (unchanged). */
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

type CompanyChanges = Parameters<typeof companyColumns>[0];

export function companiesService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = usersService(deps.db);

  async function load(userId: number) {
    const user = await repo.userById(userId);
    const company = user ? await repo.companyOf(userId) : undefined;
    if (!user || !company) throw new AppError('not_found');
    return { user, company };
  }

  async function profile(userId: number): Promise<PublicCompany> {
    const { user, company } = await load(userId);
    return toPublicCompany(user, company);
  }

  return {
    profile,

    /** Changes only the fields given; a new logo replaces the old file once the row points at it. */
    async update(auth: Authenticated, changes: CompanyChanges & { phone_number?: string | undefined }, logo?: File) {
      const { company } = await load(auth.user.id);
      const missing = await lookupsService(deps).requireIds([
        { field: 'sector_id', lookup: 'sectors', id: changes.sector_id, messageKey: 'v_required_fields' },
        { field: 'employees_num_id', lookup: 'number_of_employees', id: changes.employees_num_id, messageKey: 'v_employees_required' },
        { field: 'company_type_id', lookup: 'company_types', id: changes.company_type_id, messageKey: 'v_company_type_required' },
        { field: 'headquarter_location_id', lookup: 'locations', id: changes.headquarter_location_id, messageKey: 'v_headquarters_required' },
      ]);
      if (Object.keys(missing).length > 0) throw invalidFields(locale, missing);
      const now = deps.clock.now();
      let logoKey: string | undefined;
      if (logo) {
        const checked = await checkUpload(logo, logoRule);
        logoKey = `logos/${randomToken(18)}.${checked.extension}`;
        await deps.blobs.put(logoKey, checked.bytes, checked.mime);
      }
      try {
        await deps.db.batch([
          deps.db
            .update(companies)
            .set({ ...companyColumns(changes), ...(logoKey ? { logoKey } : {}), updatedAt: now })
            .where(eq(companies.userId, auth.user.id)),
          repo.updateUser(auth.user.id, {
            ...(changes.legal_name ? { fullName: changes.legal_name } : {}),
            ...(changes.phone_number ? { phoneNumber: changes.phone_number } : {}),
            updatedAt: now,
          }),
        ]);
      } catch (error) {
        if (logoKey) await deps.blobs.delete(logoKey).catch(() => undefined);
        throw error;
      }
      if (logoKey && company.logoKey) {
        await deps.blobs.delete(company.logoKey).catch((error: unknown) => log.warn('old logo not removed', describeError(error)));
      }
      return profile(auth.user.id);
    },

    async logo(userId: number) {
      const company = await repo.companyOf(userId);
      if (!company?.logoKey) throw new AppError('not_found');
      const blob = await deps.blobs.get(company.logoKey);
      if (!blob) throw new AppError('not_found');
      return blob;
    },
  };
}
