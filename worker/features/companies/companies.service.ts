import { eq } from 'drizzle-orm';
import { companies } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { randomToken } from '../../platform/crypto';
import { checkUpload, logoRule } from '../../platform/file-type';
import { authRepo, type CompanyRow, type UserRow } from '../auth/auth.repo';
import type { RequestInfo } from '../auth/context';
import type { Authenticated } from '../auth/sessions.service';
import { companyColumns } from './company-columns';
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

type CompanyChanges = Parameters<typeof companyColumns>[0];

export function companiesService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = authRepo(deps.db);

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
          deps.db.update(companies).set({ ...companyColumns(changes), ...(logoKey ? { logoKey } : {}), updatedAt: now }).where(eq(companies.userId, auth.user.id)),
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
