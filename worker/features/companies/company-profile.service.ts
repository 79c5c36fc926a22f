import { invalidFields } from '../../http/validation';
import { usersService } from '../auth/users.service';
import { boardChanged } from '../jobs/job-search.service';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { companiesService, companyLogoPath } from './companies.service';
import { companyGate } from './company-gate.service';
import { type AdditionalInfoInput, type BusinessProfileInput, type CompanyLogo } from './company-profile.schemas';

const richTextFields = [
  'description',
  'description_ckb',
  'description_ar',
  'mission',
  'mission_ckb',
  'mission_ar',
  'values',
  'values_ckb',
  'values_ar',
] as const;

/** The company profile page's calls (issue 13); a company may prepare its profile before it is approved (company-gate.service.ts). */
export function companyProfileService(request: RequestInfo) {
  const { deps, locale } = request;
  const companies = companiesService(request);
  const gate = companyGate(deps.db);

  /** Approved, waiting or rejected (correcting its details before asking again); a suspended company changes nothing. */
  const correctable = (auth: Authenticated) => gate.preparing(auth);

  /** The logo's address and what it is, or null without one; the bytes stay where the file route serves them. */
  async function logo(auth: Authenticated): Promise<CompanyLogo | null> {
    const companyId = await correctable(auth);
    const key = (await usersService(deps.db).companyOf(companyId))?.logoKey;
    const blob = key ? await deps.blobs.get(key) : null;
    if (!key || !blob) return null;
    // Only the size and type are needed: the body's stream is let go unread.
    await blob.body.cancel().catch(() => undefined);
    return { url: companyLogoPath(companyId, key), type: blob.contentType, size: blob.size };
  }

  /** The company's name, logo and profile show on its page and its jobs' pages and cards: none may be answered from before. */
  async function shownOnTheBoard<Updated>(auth: Authenticated, updated: Updated): Promise<Updated> {
    await boardChanged(deps.db, { companyId: auth.user.id });
    return updated;
  }

  return {
    correctable,

    /** The optional panel as a whole: what it left out or left empty is cleared (an empty editor stores null). */
    async updateAdditionalInfo(auth: Authenticated, input: AdditionalInfoInput) {
      await correctable(auth);
      const { linkedin_url, ...texts } = input;
      const cleared = Object.fromEntries(richTextFields.map((name) => [name, texts[name] ?? ''])) as Required<typeof texts>;
      return shownOnTheBoard(auth, await companies.update(auth, { ...cleared, linkedin_url: linkedin_url ?? null }));
    },

    /** The "Company submit" rules on the business profile (docs/product.md#the-profile); a website left out is cleared. */
    async updateBusinessProfile(auth: Authenticated, input: BusinessProfileInput, logoFile?: File) {
      await correctable(auth);
      return shownOnTheBoard(auth, await companies.update(auth, { ...input, website_url: input.website_url ?? null }, logoFile));
    },

    logo,

    /** A new logo (cropped by the client; its type is read from its bytes here) replaces the old one. */
    async replaceLogo(auth: Authenticated, file: File | undefined): Promise<CompanyLogo | null> {
      await correctable(auth);
      if (!file) throw invalidFields(locale, { logo: 'cp_v_logo_required' });
      await shownOnTheBoard(auth, await companies.update(auth, {}, file));
      return logo(auth);
    },
  };
}
