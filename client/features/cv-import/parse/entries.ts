import { findCity } from './contact';
import { compareMonthDates, type DateRange, findDateRange, toIsoMonth } from './dates';
import { hasPhrase } from './headings';
import { companyWords, degreeWords, institutionWords, titleWords } from './entry-words';
import type { ImportedEducation, ImportedWork } from './imported-cv';

/**
 * Work and education entries from the lines of their section. An entry is anchored on its dates: the short lines
 * around a date line are its header (title, company, place or institution, degree), bullets and sentences its
 * description. Layouts seen in CVs: header then dates, dates then header, everything on one line
 * ("Engineer | Zain | 2019 - 2021"), and header / dates / company / bullets.
 */

export interface EntryBlock {
  headers: string[];
  range: DateRange | null;
  body: string[];
}

const bullet = /^\s*(?:[•●▪◦‣∙·*■□➢✓►➤-]|o\s)\s*/u;

type LineKind = 'dated' | 'header' | 'body' | 'blank';

interface Classified {
  kind: LineKind;
  text: string;
  range?: DateRange;
}

/** What is left of a line once its dates are out, without the separators that stood around them. */
function withoutSpan(text: string, start: number, end: number): string {
  // The word that led the range in goes with it ("from 2016 to 2020", "من 2016 إلى 2020", "لە 2016 تا 2020").
  const before = text.slice(0, start).replace(/(?:^|\s+)(?:from|since|من|منذ|لە)\s*$/iu, ' ');
  return `${before} ${text.slice(end)}`
    .replace(/[([]\s*[)\]]/gu, ' ')
    .replace(/^[\s|,،:;–—-]+|[\s|,،:;–—(-]+$/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

function classify(line: string): Classified {
  const text = line.trim();
  if (!text) return { kind: 'blank', text };
  const found = findDateRange(text);
  const dated = found && (found.from || found.present);
  // A bullet is a description line, unless it holds a whole range: then it is an entry written as a list item
  // ("- Sales manager at Rafidain Trading from 2016 to 2020"); a year alone in a bullet is an achievement's.
  if (bullet.test(text) && !(dated && (found.to || found.present) && found.from)) return { kind: 'body', text: text.replace(bullet, '') };
  if (found && dated) {
    const unbulleted = text.replace(bullet, '');
    const shift = text.length - unbulleted.length;
    return {
      kind: 'dated',
      text: withoutSpan(unbulleted, found.start - shift, found.end - shift),
      range: { from: found.from, to: found.to, present: found.present },
    };
  }
  const sentence = text.length > 90 || (/[.!؟?]$/u.test(text) && text.split(/\s+/u).length > 6);
  return { kind: sentence ? 'body' : 'header', text };
}

/**
 * A range printed over two lines, its start on one and its end (or "Present") on the next ("2020" / "2022"), as
 * templates with a narrow date column print it: the two lines read as one range.
 */
function joinSplitRanges(classified: readonly Classified[]): Classified[] {
  const joined: Classified[] = [];
  for (const line of classified) {
    const previous = joined[joined.length - 1];
    const startOnly = previous?.kind === 'dated' && previous.text === '' && previous.range?.from && !previous.range.to && !previous.range.present;
    const endOnly = line.kind === 'dated' && line.text === '' && line.range && !line.range.to;
    if (startOnly && endOnly && previous.range?.from && line.range) {
      const { from } = previous.range;
      const end = line.range.from;
      if (line.range.present && !end) {
        joined[joined.length - 1] = { ...previous, range: { from, to: null, present: true } };
        continue;
      }
      if (end && compareMonthDates(from, end) <= 0) {
        joined[joined.length - 1] = { ...previous, range: { from, to: end, present: line.range.present } };
        continue;
      }
    }
    joined.push(line);
  }
  return joined;
}

/** Splits a section's lines into entries (see the module comment for the layouts). */
export function splitEntries(lines: readonly string[]): EntryBlock[] {
  const classified = joinSplitRanges(lines.map(classify));
  const dated = classified.flatMap((line, index) => (line.kind === 'dated' ? [index] : []));
  if (dated.length === 0) return undatedEntries(classified);
  const blocks: EntryBlock[] = dated.map((index) => {
    const line = classified[index];
    return { headers: line?.text ? [line.text] : [], range: line?.range ?? null, body: [] };
  });
  const firstHeader = classified.findIndex((line) => line.kind === 'header');
  const datesFirst = firstHeader === -1 || (dated[0] ?? 0) < firstHeader;
  const add = (block: EntryBlock | undefined, line: Classified | undefined, asHeader: boolean) => {
    if (!block || !line || line.kind === 'blank') return;
    if (asHeader && line.kind === 'header') block.headers.push(line.text);
    else block.body.push(line.text);
  };

  // Lines before the first date belong to the first entry (its header, in the header-first layouts).
  const firstDated = dated[0] ?? 0;
  const leadHeaders = classified.slice(0, firstDated).filter((line) => line.kind !== 'blank');
  blocks[0]?.headers.unshift(...leadHeaders.filter((line) => line.kind === 'header').map((line) => line.text));
  blocks[0]?.body.push(...leadHeaders.filter((line) => line.kind === 'body').map((line) => line.text));
  const leadCount = leadHeaders.filter((line) => line.kind === 'header').length;

  dated.forEach((start, k) => {
    const end = dated[k + 1] ?? classified.length;
    const between = classified.slice(start + 1, end);
    const current = blocks[k];
    const next = blocks[k + 1];
    if (datesFirst || !next) {
      // Everything after a date, to the next date, is this entry's ("2019 - 2021 / Title / Company / bullets").
      let sawBody = false;
      for (const line of between) {
        sawBody ||= line.kind === 'body';
        add(current, line, !sawBody);
      }
      return;
    }
    // Header-first: header lines after the last bullet or blank line introduce the next entry; the rest are this one's.
    // Bullets often lose their marks in a PDF and read as short lines: then only as many lines as the first entry
    // had before its dates introduce the next one, and the lines above them stay with this entry.
    const lastBreak = between.reduce((last, line, index) => (line.kind === 'body' || line.kind === 'blank' ? index : last), -1);
    let mine = lastBreak === -1 ? [] : between.slice(0, lastBreak + 1);
    let theirs = lastBreak === -1 ? between : between.slice(lastBreak + 1);
    if (leadCount > 0 && theirs.length > leadCount) {
      mine = [...mine, ...theirs.slice(0, theirs.length - leadCount)];
      theirs = theirs.slice(theirs.length - leadCount);
    }
    let sawBody = false;
    for (const line of mine) {
      sawBody ||= line.kind === 'body';
      add(current, line, !sawBody);
    }
    next.headers.unshift(...theirs.filter((line) => line.kind === 'header').map((line) => line.text));
  });
  return blocks;
}

/** Without dates, entries are separated by blank lines; the first two short lines of each are its header. */
function undatedEntries(classified: readonly Classified[]): EntryBlock[] {
  const blocks: EntryBlock[] = [];
  let current: EntryBlock | null = null;
  for (const line of classified) {
    if (line.kind === 'blank') {
      current = null;
      continue;
    }
    if (!current) {
      current = { headers: [], range: null, body: [] };
      blocks.push(current);
    }
    if (line.kind === 'header' && current.headers.length < 2 && current.body.length === 0) current.headers.push(line.text);
    else current.body.push(line.text);
  }
  return blocks;
}

/** Where one header part ends and the next begins: dashes, pipes, bullets, commas, "at", "لە", "في", "لدى". */
const headerSeparator = /\s+[|•·–—-]\s+|\s*[|•·]\s*|\s*[,،]\s*|\s+(?:at|@)\s+|\s+لە\s+|\s+لەگەڵ\s+|\s+(?:في|لدى|بـ)\s+/iu;

/** Web addresses beside a title or an employer ("Engineer 2021 - Present https://zagros.example") are no part of them. */
const webAddress = /\s*(?:https?:\/\/|www\.)\S+/giu;

export function headerParts(headers: readonly string[]): string[] {
  return headers
    .map((header) => header.replace(webAddress, ''))
    .flatMap((header) => header.split(headerSeparator))
    .map((part) => part.trim())
    .filter(Boolean);
}

const has = (part: string, words: readonly string[]) => hasPhrase(part, words);
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);
const description = (body: readonly string[]) => (body.length ? clip(body.join('\n'), 20_000) : null);

/** A work entry: the header parts sorted into title, company and place by the words they carry, else in order. */
export function workFromBlock(block: EntryBlock): ImportedWork {
  const parts = headerParts(block.headers);
  const location = parts.find((part) => findCity(part) === part.trim()) ?? '';
  const rest = parts.filter((part) => part !== location);
  let title = rest.find((part) => has(part, titleWords) && !has(part, companyWords)) ?? '';
  let company = rest.find((part) => part !== title && has(part, companyWords)) ?? '';
  const others = rest.filter((part) => part !== title && part !== company);
  if (!title) title = others.shift() ?? '';
  if (!company) company = others.shift() ?? '';
  const place = location || (others.length ? (findCity(others.join(' ')) ?? '') : '');
  const leftover = others.filter((part) => part !== place);
  const range = block.range;
  return {
    title: clip(title, 200),
    company: clip(company, 200),
    location: clip(place, 200),
    from_date: range?.from ? toIsoMonth(range.from) : null,
    to_date: range?.to && !range.present ? toIsoMonth(range.to) : null,
    is_present: range?.present ?? false,
    description: description([...leftover, ...block.body]),
  };
}

/** "BSc in Computer Science", "بەکالۆریۆس لە ئەندازیاری", "بكالوريوس علوم الحاسوب": degree and field of study. */
/** What follows "Bachelor of" / "Master of" when it is the degree's own name rather than the subject. */
const degreeNamesAfterOf =
  /^(?:arts|science|sciences|engineering|laws?|commerce|education|medicine|surgery|fine arts|business administration|philosophy|technology|nursing|pharmacy|dental surgery|architecture)\b/iu;

function degreeAndField(part: string): { degree: string; field: string } {
  const inSplit = /^(.*?)\s+(?:in|لە|في)\s+(.+)$/iu.exec(part);
  if (inSplit?.[1] && inSplit[2]) return { degree: inSplit[1].trim(), field: inSplit[2].trim() };
  const words = part.split(/\s+/u);
  const [first, second] = words;
  // "Bachelor of Science" and "Master of Business Administration" name degrees; "Bachelor of English Language"
  // names a bachelor's and its subject.
  const of = /^(\S+)\s+of\s+(.+)$/iu.exec(part);
  if (of?.[1] && of[2] && has(of[1], degreeWords) && !degreeNamesAfterOf.test(of[2])) return { degree: of[1], field: of[2] };
  // A one-word degree followed by its subject, unless the degree goes on ("Bachelor of Science", "دبلۆمی باڵا").
  if (first && words.length > 1 && has(first, degreeWords) && !/^(?:of|باڵا|عالي)$/iu.test(second ?? '')) {
    return { degree: first, field: words.slice(1).join(' ') };
  }
  return { degree: part, field: '' };
}

const yearOf = (iso: string | null) => (iso ? `${iso.slice(0, 4)}-01-01` : null);

/** An education entry: institution, degree and field of study, city, start and end years. */
export function educationFromBlock(block: EntryBlock): ImportedEducation {
  const parts = headerParts(block.headers);
  const city = parts.find((part) => findCity(part) === part.trim()) ?? '';
  const rest = parts.filter((part) => part !== city);
  const institution = rest.find((part) => has(part, institutionWords)) ?? '';
  const degreePart = rest.find((part) => part !== institution && has(part, degreeWords)) ?? '';
  const others = rest.filter((part) => part !== institution && part !== degreePart);
  const { degree, field } = degreeAndField(degreePart || (others.shift() ?? ''));
  const fieldOfStudy = field || (degreePart ? (others.shift() ?? '') : '');
  const leftover = others.filter((part) => part !== fieldOfStudy);
  const range = block.range;
  const start = range?.from ? toIsoMonth(range.from) : null;
  const end = range?.to ? toIsoMonth(range.to) : null;
  return {
    institution: clip(institution || (leftover.shift() ?? ''), 200),
    degree: clip(degree, 200),
    field_of_study: clip(fieldOfStudy, 200),
    city: clip(city || findCity(block.headers.join(' ')) || '', 200),
    start_date: yearOf(start),
    end_date: range?.present ? null : yearOf(end),
    description: description([...leftover, ...block.body]),
  };
}
