import type { CvEmbed } from '../../../worker/features/cvs/cv-embed.schemas';
import type { CvImportLookups, CvImportLookupsInput } from '../../../worker/features/cvs/cv-import.schemas';
import { type CvDetail, institutionNameMaxLength, type Named, otherInstitutionId, proficiencyPercent } from '../../../worker/features/cvs/cvs.schemas';
import { type CvImportDraft, emptyDraftCv, levelNotGiven, withMonths } from '../../lib/cv-import-draft';
import { m } from '../../paraglide/messages';
import type { ImportedCv } from './parse/imported-cv';

/**
 * A file's reading turned into the CV the review shows (docs/product.md#cv-import). A Kar PDF's embedded CV comes
 * back whole; a parsed one takes the lookups the server matched, and whatever found no field goes to the text the
 * user can copy. Nothing is guessed: a city or degree the file did not name stays empty for the review to ask.
 */

/** The texts to match to the lookups, in the order `draftOfParsed` reads the answers. */
export function lookupTextsOf(cv: ImportedCv): Required<CvImportLookupsInput> {
  return {
    cities: cv.education.map((study) => study.city),
    institutions: cv.education.map((study) => study.institution),
    degrees: cv.education.map((study) => study.degree),
    languages: cv.languages.map((language) => language.language),
    skills: cv.skills,
  };
}

const unmatched: Named = { id: 0, name: '' };
const year = (date: string | null) => (date ? `${date.slice(0, 4)}-01-01` : '');

/** Plain lines as the CV maker's rich text: paragraphs, and bullets as a list. */
export function htmlOfText(text: string | null): string | null {
  if (!text?.trim()) return null;
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const bullet = /^\s*[•·\-–*▪●○◦]\s*/u;
  const parts: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length > 0) parts.push(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    items = [];
  };
  for (const line of text.split(/\r?\n/u).filter((line) => line.trim())) {
    if (bullet.test(line)) items.push(escape(line.replace(bullet, '').trim()));
    else {
      flush();
      parts.push(`<p>${escape(line.trim())}</p>`);
    }
  }
  flush();
  return parts.join('');
}

/**
 * `additionalTypes` is the additional_types lookup in the interface language, for the cards' names of the types the
 * parser gave (an id missing from it shows no name until the item is edited).
 */
export function draftOfParsed(
  parsed: ImportedCv,
  matches: CvImportLookups,
  source: 'pdf' | 'docx',
  aliK: boolean,
  file: File,
  additionalTypes: readonly Named[] = [],
): CvImportDraft {
  const cv: CvDetail = emptyDraftCv(parsed.language);
  const { personal } = parsed;
  const leftover = [...(parsed.summary ? [parsed.summary] : []), ...parsed.leftover];
  const id = (index: number) => index + 1;
  cv.title = personal.title ?? '';
  cv.full_name = personal.full_name;
  cv.email = personal.email;
  cv.phone_num = personal.phone_num;
  cv.location = personal.location;
  cv.address = personal.address;
  cv.work_experiences = parsed.work_experience.map((work, index) =>
    withMonths({
      id: id(index),
      cv_id: 0,
      title: work.title,
      company: work.company,
      location: work.location || (personal.location ?? ''),
      url: null,
      from_date: work.from_date ?? '',
      to_date: work.is_present ? null : work.to_date,
      is_present: work.is_present,
      description: htmlOfText(work.description),
    }),
  );
  cv.educations = parsed.education.map((study, index) => {
    const institution = matches.institutions[index];
    return {
      id: id(index),
      cv_id: 0,
      // An institution the lookup lacks is the lookup's "Other" with its name as written.
      institution: institution ?? { id: otherInstitutionId, name: '' },
      institution_name: institution ? null : study.institution.slice(0, institutionNameMaxLength) || null,
      city: matches.cities[index] ?? unmatched,
      degree: matches.degrees[index] ?? unmatched,
      field_of_study: study.field_of_study,
      start_date: year(study.start_date),
      end_date: year(study.end_date ?? study.start_date),
      url: null,
      description: htmlOfText(study.description),
    };
  });
  const strangeLanguages: string[] = [];
  parsed.languages.forEach((language, index) => {
    const found = matches.languages[index];
    if (!found) strangeLanguages.push([language.language, language.level_text].filter(Boolean).join(' '));
    else if (!cv.cv_languages.some((known) => known.language.id === found.id)) {
      const level = language.proficiency_level ?? levelNotGiven;
      cv.cv_languages.push({
        id: id(cv.cv_languages.length),
        cv_id: 0,
        language: found,
        proficiency_level: level,
        percent: language.proficiency_level ? proficiencyPercent[language.proficiency_level] : 0,
      });
    }
  });
  const skills = new Map<number, Named>();
  const strangeSkills: string[] = [];
  parsed.skills.forEach((skill, index) => {
    const found = matches.skills[index];
    if (found) skills.set(found.id, found);
    else strangeSkills.push(skill);
  });
  cv.cv_skills = [...skills.values()].slice(0, 60);
  cv.awards_and_certifications = parsed.awards.map((award, index) => ({
    id: id(index),
    cv_id: 0,
    title: award.title,
    awards_or_certificates: award.awards_or_certificates,
    organization: award.organization,
    issued: award.issued ?? '',
    expires: null,
    url: null,
    description: htmlOfText(award.description),
    files: [],
  }));
  cv.references = parsed.references.map((reference, index) => ({ id: id(index), cv_id: 0, ...reference, files: [] }));
  // An entry without a link keeps an empty one: the review marks it, as the maker's form asks every item for a link.
  cv.additional_info = parsed.additional.map((item, index) => ({
    id: id(index),
    cv_id: 0,
    additional_type: additionalTypes.find((type) => type.id === item.additional_type_id) ?? { id: item.additional_type_id, name: '' },
    title: item.title,
    url: item.url ?? '',
    description: htmlOfText(item.description),
    files: [],
  }));
  if (strangeSkills.length > 0) leftover.push(m.cv_import_unmatched_skills({ skills: strangeSkills.join('، ') }));
  if (strangeLanguages.length > 0) leftover.push(m.cv_import_unmatched_languages({ languages: strangeLanguages.join('، ') }));
  return { cv, leftover, source, aliK, file };
}

/** A Kar PDF's own CV, every field as it was saved. */
export function draftOfEmbed(embed: CvEmbed, file: File): CvImportDraft {
  const source = embed.cv;
  const cv: CvDetail = emptyDraftCv(source.language);
  const withIds = <Item>(items: readonly Item[]) => items.map((item, index) => ({ ...item, id: index + 1, cv_id: 0 }));
  Object.assign(cv, {
    title: source.title,
    full_name: source.full_name,
    email: source.email,
    phone_num: source.phone_num,
    location: source.location,
    address: source.address,
    educations: withIds(source.educations),
    work_experiences: withIds(source.work_experiences).map((work) => withMonths(work)),
    cv_languages: withIds(source.cv_languages).map((language) => ({ ...language, percent: proficiencyPercent[language.proficiency_level] })),
    cv_skills: source.cv_skills,
    references: withIds(source.references).map((reference) => ({ ...reference, files: [] })),
    awards_and_certifications: withIds(source.awards_and_certifications).map((award) => ({ ...award, files: [] })),
    additional_info: withIds(source.additional_info).map((info) => ({ ...info, files: [] })),
  } satisfies Partial<CvDetail>);
  return { cv, leftover: [], source: 'kar', aliK: false, file };
}
