/**
 * The rest of the company profile calls (issue 13, docs/product.md#the-profile), shared by the worker and the client:
 * the optional panel's texts, the business profile, documents, the logo and closing the account.
 */
import { z } from 'zod';
import { companyDetailsSchema, companyProfileTextsSchema } from '../auth/auth.schemas';
import { existingPasswordSchema } from '../auth/password.schemas';

/**
 * `POST /companies/update-additional-info`: the optional panel's four tabs as a whole (description, LinkedIn,
 * mission, values; each text in English, Sorani and Arabic). A field left out or empty is cleared, since the panel
 * always sends all of them. Rich texts are at most `richTextMaxLength` characters and sanitised on write.
 */
export const additionalInfoSchema = companyProfileTextsSchema;
export type AdditionalInfoInput = z.output<typeof additionalInfoSchema>;

/**
 * `POST /companies`: the business profile as "Company submit" checks it (docs/product.md#the-profile: legal name and
 * organisation type required, a valid website if any, headquarters, company type and employee count chosen), plus the
 * phone; the logo may come along as a file.
 */
export const businessProfileSchema = companyDetailsSchema;
export type BusinessProfileInput = z.output<typeof businessProfileSchema>;

/** `DELETE /companies/{id}`: the current password confirms that the company really closes its account. */
export const closeCompanySchema = z.object({ password: existingPasswordSchema });

export const attachmentsPageSchema = z.object({
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'v_invalid_value' }).int().min(1).max(50).default(20),
});
export type AttachmentsPageQuery = z.output<typeof attachmentsPageSchema>;

/**
 * Documents: PDF, JPG or PNG up to 10 MB (the original specification gave documents no limit of their own; this is its
 * CV section attachments', docs/product.md#cv-uploads-and-attachments).
 */
export const companyDocumentMaxBytes = 10 * 1024 * 1024;
export const companyDocumentAccept = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';
/** More would be a file store, not a profile; the list and its page stay small. */
export const maxCompanyDocuments = 20;

/** The logo rule (docs/product.md#the-profile): JPG, PNG or GIF, at most 2,000,000 bytes. */
export const logoMaxBytes = 2_000_000;
export const logoAccept = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

export interface CompanyAttachment {
  id: number;
  name: string;
  /** pdf, jpeg or png: the type found in the file's bytes. */
  type: string;
  size: number;
  /** Where the company downloads it (its session is checked there). */
  url: string;
  created_at: string;
}

export interface AttachmentsPage {
  attachments: CompanyAttachment[];
  next_cursor: string | null;
}

export interface CompanyLogo {
  /** The image, with a version so a replaced logo is not read from a cache. */
  url: string;
  /** The content type, e.g. image/png. */
  type: string;
  size: number;
}
