import type { CvLocale } from '../../../../worker/features/cvs/cvs.schemas';
import { parseAdditional } from './additional';
import { findCity, findEmails, findPhones, isDocumentTitle, joinWrappedEmails, labelledLine, looksLikeName, nameAsWritten } from './contact';
import { educationFromBlock, splitEntries, workFromBlock } from './entries';
import { additionalTypeOf, type CvPart, type Heading, headingOf, leadingHeadingOf } from './headings';
import type { CvLine, ImportedCv, ImportedPersonal } from './imported-cv';
import { parseAwards, parseLanguages, parseReferences, parseSkills } from './lists';
import { normalizeLine } from './text';

/**
 * A CV's lines (in reading order, logical text, Ali-K already converted) into an `ImportedCv`: sections found by
 * their headings in three languages, the lines before the first heading read as the header (name, title, contact),
 * each section read by its own rules (volunteering, projects, hobbies and the like as additional items:
 * additional.ts), and whatever fits nowhere kept in `leftover`.
 */

export interface CvSectionLines {
  part: CvPart | 'header';
  /** The heading line as written (empty for the header). */
  heading: string;
  /** The heading alone, without decorations or the text after it (empty for the header). */
  label: string;
  certificates: boolean;
  lines: string[];
}

/** The size most lines are drawn in (the body text), when the reading knows sizes. */
export function bodySizeOf(lines: readonly CvLine[]): number | null {
  const counts = new Map<number, number>();
  for (const line of lines) if (line.fontSize && line.text.trim()) counts.set(line.fontSize, (counts.get(line.fontSize) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
}

/** The section a line opens: a heading line, or a heading leading a line drawn as headings are (headings.ts). */
function sectionStart(line: CvLine, bodySize: number | null): Heading | null {
  const text = normalizeLine(line.text);
  return headingOf({ ...line, text }) ?? leadingHeadingOf({ ...line, text }, bodySize);
}

/** Splits lines at headings; the lines before the first heading are the 'header' section. */
export function splitSections(lines: readonly CvLine[]): CvSectionLines[] {
  const bodySize = bodySizeOf(lines);
  const sections: CvSectionLines[] = [{ part: 'header', heading: '', label: '', certificates: false, lines: [] }];
  for (const line of lines) {
    const text = normalizeLine(line.text);
    const heading = sectionStart(line, bodySize);
    if (heading) {
      sections.push({
        part: heading.part,
        heading: text,
        label: heading.label,
        certificates: heading.certificates,
        lines: heading.rest ? [heading.rest] : [],
      });
    } else {
      sections[sections.length - 1]?.lines.push(text);
    }
  }
  return sections;
}

/**
 * Two-column CVs put the name at the top of the main column, which a reading can give after the side column (a Word
 * table's first cell, a PDF's right-hand column read first). When the lines before the first heading hold nothing
 * that reads as a name, the largest name-like line of the CV (at least 1.4 times the body's size) is moved to the
 * front, with the line under it when that is drawn larger than the body too (a professional title).
 */
function nameFirst(lines: readonly CvLine[]): CvLine[] {
  const bodySize = bodySizeOf(lines);
  if (!bodySize) return [...lines];
  const prominent = (line: CvLine) => (line.fontSize ?? 0) >= bodySize * 1.4 && looksLikeName(normalizeLine(line.text)) && !sectionStart(line, bodySize);
  const firstHeading = lines.findIndex((line) => sectionStart(line, bodySize));
  const header = firstHeading === -1 ? lines : lines.slice(0, firstHeading);
  if (header.some((line) => looksLikeName(normalizeLine(line.text)))) return [...lines];
  const candidates = lines.filter(prominent).sort((a, b) => (b.fontSize ?? 0) - (a.fontSize ?? 0));
  const name = candidates[0];
  if (!name) return [...lines];
  const at = lines.indexOf(name);
  const next = lines[at + 1];
  const title = next && (next.fontSize ?? 0) > bodySize && next.text.trim() && !sectionStart(next, bodySize) ? next : null;
  return [name, ...(title ? [title] : []), ...lines.filter((line) => line !== name && line !== title)];
}

const arabicScript = /[\u0620-\u064A\u066E-\u06D5]/gu;
const latin = /[A-Za-z]/gu;
/** Letters Arabic never writes and Sorani writes in most words. */
const soraniOnly = /[\u06D5\u06CE\u06C6\u0695\u06B5\u06A4]/gu;

/** The CV's language by its letters: Latin majority → en; Arabic script with Sorani letters (≥ 3%) → ckb; else ar. */
export function cvLanguageOf(text: string): CvLocale {
  const arabic = text.match(arabicScript)?.length ?? 0;
  const english = text.match(latin)?.length ?? 0;
  if (english >= arabic) return 'en';
  return (text.match(soraniOnly)?.length ?? 0) / arabic >= 0.03 ? 'ckb' : 'ar';
}

/** Takes e-mails, phones and labelled fields out of lines into `personal`; returns the lines that held none. */
function readContact(lines: readonly string[], personal: ImportedPersonal): string[] {
  const rest: string[] = [];
  for (const line of joinWrappedEmails(lines)) {
    let remaining = line;
    for (const email of findEmails(line)) {
      personal.email ??= email;
      remaining = remaining.replace(new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu'), ' ');
    }
    for (const phone of findPhones(remaining).reverse()) {
      personal.phone_num ??= phone.phone;
      remaining = `${remaining.slice(0, phone.start)} ${remaining.slice(phone.end)}`;
    }
    const labelled = labelledLine(line);
    if (labelled && labelled.value) {
      if (labelled.label === 'name') personal.full_name ??= labelled.value;
      else if (labelled.label === 'title') personal.title ??= labelled.value;
      else if (labelled.label === 'address') {
        personal.address ??= labelled.value;
        personal.location ??= findCity(labelled.value);
      } else if (labelled.label === 'city') personal.location ??= findCity(labelled.value) ?? labelled.value;
      if (labelled.label !== 'other' && labelled.label !== 'email' && labelled.label !== 'phone') continue;
      if (labelled.label === 'other') {
        rest.push(line);
        continue;
      }
    }
    // What is left once contact details are out: labels alone ("Phone:", "ئیمەیڵ:") and separators are dropped.
    const left = remaining
      .replace(/[|•·,،:：]+/gu, ' ')
      .replace(/\s{2,}/gu, ' ')
      .trim();
    if (left && !labelledLine(`${left}:`)) {
      const city = findCity(left);
      if (city && left.split(/\s+/u).length <= 4) personal.location ??= city;
      else rest.push(left === line.replace(/\s{2,}/gu, ' ').trim() ? line : left);
    }
  }
  return rest;
}

/** The name is the first prominent line: the largest font among the first lines when sizes are known, else the first name-like line. */
function takeName(header: CvLine[], lines: string[], personal: ImportedPersonal): string[] {
  if (personal.full_name) return lines;
  const sized = header.slice(0, 6).filter((line) => line.fontSize && looksLikeName(normalizeLine(line.text)));
  const largest = sized.sort((a, b) => (b.fontSize ?? 0) - (a.fontSize ?? 0))[0];
  const name = largest ? normalizeLine(largest.text) : lines.find((line) => looksLikeName(line));
  if (!name) return lines;
  personal.full_name = nameAsWritten(name).slice(0, 200);
  const index = lines.indexOf(name);
  const rest = lines.filter((_, at) => at !== index);
  // A short line right under the name, without contact details, is a professional title.
  const next = lines[index + 1];
  if (next && !personal.title && next.length <= 80 && !/\d|@/u.test(next) && !findCity(next)) {
    personal.title = next;
    return rest.filter((line) => line !== next);
  }
  return rest;
}

/** Reads a CV's lines. */
export function parseCvLines(read: readonly CvLine[]): ImportedCv {
  const lines = nameFirst(read);
  const sections = splitSections(lines);
  const allText = sections.flatMap((section) => section.lines).join('\n');
  const cv: ImportedCv = {
    language: cvLanguageOf(allText),
    personal: { full_name: null, title: null, email: null, phone_num: null, location: null, address: null },
    summary: null,
    work_experience: [],
    education: [],
    languages: [],
    skills: [],
    awards: [],
    references: [],
    additional: [],
    leftover: [],
  };
  const headerLines = sections[0]?.lines.filter(Boolean) ?? [];
  const bodySize = bodySizeOf(lines);
  const firstHeading = lines.findIndex((line) => sectionStart(line, bodySize));
  const headerSource = firstHeading === -1 ? [...lines] : lines.slice(0, firstHeading);
  const headerRest = takeName(headerSource, readContact(headerLines, cv.personal), cv.personal);
  cv.leftover.push(...headerRest.filter((line) => !isDocumentTitle(line)));

  for (const section of sections.slice(1)) {
    const lines = section.lines;
    const written = lines.filter((line) => line.trim());
    switch (section.part) {
      case 'summary': {
        const rest = readContact(written, cv.personal);
        cv.summary = rest.length ? [cv.summary, rest.join('\n')].filter(Boolean).join('\n').slice(0, 20_000) : cv.summary;
        break;
      }
      case 'contact':
        cv.leftover.push(...readContact(written, cv.personal));
        break;
      case 'work':
        cv.work_experience.push(
          ...splitEntries(lines)
            .map(workFromBlock)
            .filter((work) => work.title || work.company),
        );
        break;
      case 'education':
        cv.education.push(
          ...splitEntries(lines)
            .map(educationFromBlock)
            .filter((education) => education.institution || education.degree),
        );
        break;
      case 'skills': {
        const { skills, leftover } = parseSkills(written);
        cv.skills.push(...skills.filter((skill) => !cv.skills.includes(skill)));
        cv.leftover.push(...leftover);
        break;
      }
      case 'languages': {
        const { languages, leftover } = parseLanguages(written);
        cv.languages.push(...languages);
        cv.leftover.push(...leftover);
        break;
      }
      case 'awards':
        cv.awards.push(...parseAwards(written, section.certificates));
        break;
      case 'references': {
        const { references, leftover } = parseReferences(lines);
        cv.references.push(...references);
        cv.leftover.push(...leftover);
        break;
      }
      case 'other':
        cv.additional.push(...parseAdditional(section.label, additionalTypeOf(section.label), lines));
        break;
    }
  }
  return cv;
}

/** Reads a CV given as plain text (DOCX paragraphs, or PDF lines already ordered), one line per paragraph. */
export function parseCvText(text: string): ImportedCv {
  return parseCvLines(text.split(/\r\n|[\r\n]/u).map((line) => ({ text: line })));
}
