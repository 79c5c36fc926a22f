import { z } from 'zod';
import { type CvDetail, type CvLocale, cvLocales, proficiencyLevels } from './cvs.schemas';

/**
 * The CV's data inside every CV PDF Kar renders (docs/product.md#cv-pdf, issue 26): a JSON file attached to the PDF
 * (an embedded file in the document's EmbeddedFiles name tree and its `/AF`, worker/features/cvs/pdf/embedded-file.ts),
 * so that importing a PDF Kar made (docs/product.md#cv-import; in the browser pdf.js's `getAttachments()`) restores
 * every field as it was instead of reading it back from the printed text.
 *
 * The shape is the API's CV (`GET /account/cvs/{id}`, `CvDetail`) with what belongs to the CV's content only: the
 * same keys and formats (dates as ISO text: education years 'YYYY-01-01', work months 'YYYY-MM-01', award days
 * 'YYYY-MM-DD'; descriptions as the CV maker's sanitised rich text), every lookup as its id and its name in
 * `language`, the language the PDF was rendered in. Left out: row ids, the CV's id and state, derived values
 * (`months`, `percent`, completion), files (photo, attachments), sharing and timestamps.
 *
 * Shared by the worker (which writes it) and the client (which reads it): no server-only imports here. A reader
 * parses with `readCvEmbed` and refuses a version it does not know; keys added later without changing the meaning
 * of these stay version 1 (zod drops keys it does not know), anything else is a new `cvEmbedVersion`.
 */

export const cvEmbedVersion = 1;
/** The attachment's name and type in the PDF. */
export const cvEmbedFileName = 'kar-cv.json';
export const cvEmbedMime = 'application/json';
export const cvEmbedDescription = `Kar CV data (kar_cv ${cvEmbedVersion})`;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = z.string();
const optional = z.string().nullable();
/** A lookup (institution, city, degree, language, skill, additional information type): its id and its name in `language`. */
const named = z.object({ id: z.number().int().positive(), name: z.string() });

export const cvEmbedSchema = z.object({
  kar_cv: z.literal(cvEmbedVersion),
  /** The language the PDF was rendered in: the lookups' names are in it. */
  language: z.enum(cvLocales),
  cv: z.object({
    // Personal information (the CV's own language is `cv.language`).
    title: text,
    full_name: optional,
    email: optional,
    phone_num: optional,
    location: optional,
    address: optional,
    language: z.enum(cvLocales),
    educations: z.array(
      z.object({
        institution: named,
        /** The name typed for the institutions lookup's "Other", else null. */
        institution_name: optional,
        city: named,
        degree: named,
        field_of_study: text,
        start_date: isoDate,
        end_date: isoDate,
        url: optional,
        description: optional,
      }),
    ),
    work_experiences: z.array(
      z.object({
        title: text,
        company: text,
        location: text,
        url: optional,
        from_date: isoDate,
        to_date: isoDate.nullable(),
        is_present: z.boolean(),
        description: optional,
        /** Added later (matching's position and sector of a job held): absent from PDFs made before, read as none. */
        position: named.nullable().optional(),
        sector: named.nullable().optional(),
      }),
    ),
    cv_languages: z.array(z.object({ language: named, proficiency_level: z.enum(proficiencyLevels) })),
    cv_skills: z.array(named),
    references: z.array(
      z.object({
        name: text,
        title: text,
        organization: text,
        email: text,
        phone: text,
        relationship: text,
        description: optional,
      }),
    ),
    awards_and_certifications: z.array(
      z.object({
        title: text,
        awards_or_certificates: z.enum(['award', 'certificate']),
        organization: text,
        issued: isoDate,
        /** null: it does not expire (the CV maker's "no expiry"). */
        expires: isoDate.nullable(),
        url: optional,
        description: optional,
      }),
    ),
    additional_info: z.array(z.object({ additional_type: named, title: text, url: text, description: optional })),
  }),
});
export type CvEmbed = z.infer<typeof cvEmbedSchema>;

const lookup = (value: { id: number; name: string }) => ({ id: value.id, name: value.name });

/** The embedded data of a CV, from the same detail the PDF is rendered from (names in `language`, the PDF's). */
export function cvEmbedOf(cv: CvDetail, language: CvLocale): CvEmbed {
  return {
    kar_cv: cvEmbedVersion,
    language,
    cv: {
      title: cv.title,
      full_name: cv.full_name,
      email: cv.email,
      phone_num: cv.phone_num,
      location: cv.location,
      address: cv.address,
      language: cv.language,
      educations: cv.educations.map((education) => ({
        institution: lookup(education.institution),
        // A CV frozen before the name existed has none (worker/features/applications/frozen-cv.ts).
        institution_name: education.institution_name ?? null,
        city: lookup(education.city),
        degree: lookup(education.degree),
        field_of_study: education.field_of_study,
        start_date: education.start_date,
        end_date: education.end_date,
        url: education.url,
        description: education.description,
      })),
      work_experiences: cv.work_experiences.map((work) => ({
        title: work.title,
        company: work.company,
        location: work.location,
        url: work.url,
        from_date: work.from_date,
        to_date: work.to_date,
        is_present: work.is_present,
        description: work.description,
        position: work.position ? lookup(work.position) : null,
        sector: work.sector ? lookup(work.sector) : null,
      })),
      cv_languages: cv.cv_languages.map((entry) => ({ language: lookup(entry.language), proficiency_level: entry.proficiency_level })),
      cv_skills: cv.cv_skills.map(lookup),
      references: cv.references.map((reference) => ({
        name: reference.name,
        title: reference.title,
        organization: reference.organization,
        email: reference.email,
        phone: reference.phone,
        relationship: reference.relationship,
        description: reference.description,
      })),
      awards_and_certifications: cv.awards_and_certifications.map((award) => ({
        title: award.title,
        awards_or_certificates: award.awards_or_certificates,
        organization: award.organization,
        issued: award.issued,
        expires: award.expires,
        url: award.url,
        description: award.description,
      })),
      additional_info: cv.additional_info.map((info) => ({
        additional_type: lookup(info.additional_type),
        title: info.title,
        url: info.url,
        description: info.description,
      })),
    },
  };
}

/** The attachment's bytes: the JSON in UTF-8. */
export const encodeCvEmbed = (embed: CvEmbed): Uint8Array => new TextEncoder().encode(JSON.stringify(embed));

/**
 * An attachment's content read back: the CV data when it is Kar's JSON of a version this code knows, otherwise null
 * (not JSON, another program's file, a newer `kar_cv`). What it holds is still the PDF's word only: an import checks
 * every item with the CV maker's own schemas before saving it.
 */
export function readCvEmbed(content: Uint8Array | string): CvEmbed | null {
  let json: unknown;
  try {
    json = JSON.parse(typeof content === 'string' ? content : new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content));
  } catch {
    return null;
  }
  const parsed = cvEmbedSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
