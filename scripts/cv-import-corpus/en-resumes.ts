/**
 * English CVs from JSON Resume documents (https://jsonresume.org/schema): the schema's own sample (resume-schema's
 * sample.resume.json) and five written for Kar in en/*.resume.json. Each is rendered by a published theme to HTML
 * (then PDF in Chromium), or laid out by the generator for DOCX.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { lookupSeed } from '../../db/seed/lookups.data.ts';
import { type ExpectedAdditional, type ExpectedEducation, type ExpectedWork, isoMonth, isoYear } from './expected.ts';
import type { Headings, PlainCv, PlainWork, YearMonth } from './plain-cv.ts';
import { toolFile } from './tools.ts';

export interface JsonResume {
  basics: { name: string; label?: string; email: string; phone: string; summary?: string; location?: { address?: string; city?: string } };
  work?: Array<{
    name: string;
    company?: string;
    url?: string;
    website?: string;
    position: string;
    location?: string;
    startDate: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }>;
  education?: Array<{ institution: string; area?: string; studyType: string; startDate: string; endDate: string }>;
  skills?: Array<{ name: string; keywords?: string[] }>;
  languages?: Array<{ language: string; fluency: string }>;
  volunteer?: Array<{ organization: string; position?: string; url?: string }>;
  projects?: Array<{ name: string; url?: string }>;
  publications?: Array<{ name: string; url?: string }>;
  interests?: Array<{ name: string }>;
  [key: string]: unknown;
}

export interface NamedResume {
  id: string;
  resume: JsonResume;
  /** The phone as the parser keeps it. */
  phoneNum: string;
}

/** Kar's phone rule (worker/shared/fields.schemas.ts) with Iraqi mobiles in their international form. */
export function expectedPhone(written: string): string {
  const digits = written.replace(/[\s()./-]/g, '');
  const iraqi = /^(?:\+964|00964)?0?(7\d{9})$/.exec(digits);
  return iraqi ? `+964${iraqi[1]}` : digits;
}

export function loadResumes(directory: URL): NamedResume[] {
  const sample = JSON.parse(readFileSync(toolFile('resume-schema', 'sample.resume.json'), 'utf8')) as JsonResume;
  const own = readdirSync(directory)
    .filter((file) => file.endsWith('.resume.json'))
    .sort()
    .map((file) => ({ id: file.replace('.resume.json', ''), resume: JSON.parse(readFileSync(new URL(file, directory), 'utf8')) as JsonResume }));
  return [{ id: 'sample', resume: sample }, ...own].map((entry) => ({ ...entry, phoneNum: expectedPhone(entry.resume.basics.phone) }));
}

/** Older themes (flat, class, spartan, kendall) read the schema's earlier names: `company` and `website`. */
export function withLegacyKeys(resume: JsonResume): JsonResume {
  // A copy: some themes (elegant) rewrite the dates of the document they are given.
  const copy = structuredClone(resume);
  return { ...copy, work: copy.work?.map((work) => ({ ...work, company: work.company ?? work.name, website: work.website ?? work.url })) };
}

const yearMonth = (iso: string): YearMonth => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) });

export function expectedWorkOf(resume: JsonResume): ExpectedWork[] {
  return (resume.work ?? []).map((work) => {
    const from = yearMonth(work.startDate);
    const to = work.endDate ? yearMonth(work.endDate) : null;
    return {
      title: work.position,
      company: work.name,
      from_date: isoMonth(from.year, from.month),
      to_date: to ? isoMonth(to.year, to.month) : null,
      is_present: !to,
    };
  });
}

export function expectedEducationOf(resume: JsonResume): ExpectedEducation[] {
  return (resume.education ?? []).map((education) => ({
    institution: education.institution,
    degree: education.studyType,
    start_date: isoYear(Number(education.startDate.slice(0, 4))),
    end_date: isoYear(Number(education.endDate.slice(0, 4))),
  }));
}

/** The sections of a JSON Resume the CV maker keeps as additional information, with the seed's name of their type. */
export const resumeAdditionalSections = { volunteer: 'Volunteering', projects: 'Project', publications: 'Publication', interests: 'Hobby / Interest' } as const;
export type ResumeAdditionalSection = keyof typeof resumeAdditionalSections;

/**
 * The additional items a theme prints of a resume: each volunteering post (by its organisation), project, publication
 * and interest (by its name), in the sections the theme's template draws. Themes link a name to its address without
 * printing the address, so no link is expected.
 */
export function expectedAdditionalOf(resume: JsonResume, drawn: readonly ResumeAdditionalSection[]): ExpectedAdditional[] {
  const typeId = (section: ResumeAdditionalSection) => lookupSeed.additional_types.find((row) => row.en === resumeAdditionalSections[section])?.id ?? 0;
  const names: Record<ResumeAdditionalSection, string[]> = {
    volunteer: (resume.volunteer ?? []).map((entry) => entry.organization),
    projects: (resume.projects ?? []).map((entry) => entry.name),
    publications: (resume.publications ?? []).map((entry) => entry.name),
    interests: (resume.interests ?? []).map((entry) => entry.name),
  };
  return drawn.flatMap((section) => names[section].map((title) => ({ additional_type_id: typeId(section), title, url: null })));
}

const monthShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLong = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** How the DOCX CVs write dates: each file its own habit, as people have. */
export type DateHabit = 'short' | 'numeric' | 'long';

function written(date: YearMonth | 'present', habit: DateHabit): string {
  if (date === 'present') return habit === 'numeric' ? 'Present' : habit === 'long' ? 'present' : 'Current';
  const month = (date.month ?? 1) - 1;
  if (habit === 'numeric') return `${String(month + 1).padStart(2, '0')}/${date.year}`;
  return `${(habit === 'long' ? monthLong : monthShort)[month]} ${date.year}`;
}

const enHeadings: Headings = {
  summary: 'Profile',
  contact: 'Contact',
  work: 'Work Experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  awards: 'Certifications',
  references: 'References',
};

/** A JSON Resume as the generator's plain CV, for the DOCX files. */
export function plainFromResume(named: NamedResume, habit: DateHabit): PlainCv {
  const { resume } = named;
  const joiner = habit === 'long' ? ' to ' : ' – ';
  const work: PlainWork[] = (resume.work ?? []).map((entry) => {
    const from = yearMonth(entry.startDate);
    const to = entry.endDate ? yearMonth(entry.endDate) : ('present' as const);
    return {
      title: entry.position,
      company: entry.name,
      ...(entry.location ? { location: entry.location } : {}),
      from,
      to,
      dates: `${written(from, habit)}${joiner}${written(to, habit)}`,
      bullets: entry.highlights ?? [],
    };
  });
  return {
    language: 'en',
    name: resume.basics.name,
    ...(resume.basics.label ? { title: resume.basics.label } : {}),
    email: resume.basics.email,
    phone: resume.basics.phone,
    phoneNum: named.phoneNum,
    ...(resume.basics.location?.city ? { address: [resume.basics.location.address, resume.basics.location.city].filter(Boolean).join(', ') } : {}),
    ...(resume.basics.summary ? { summary: resume.basics.summary } : {}),
    work,
    education: (resume.education ?? []).map((entry) => {
      const [from, to] = [Number(entry.startDate.slice(0, 4)), Number(entry.endDate.slice(0, 4))];
      return { institution: entry.institution, degree: entry.studyType, ...(entry.area ? { field: entry.area } : {}), from, to, dates: `${from} – ${to}` };
    }),
    skills: (resume.skills ?? []).flatMap((skill) => skill.keywords ?? [skill.name]),
    languages: (resume.languages ?? []).map((language) => `${language.language}: ${language.fluency}`),
    headings: enHeadings,
  };
}
