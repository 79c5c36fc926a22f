import { findDateRange } from './dates';
import { additionalTypeIds } from './heading-words';
import type { ImportedAdditional } from './imported-cv';
import { bullet, clip } from './lists';

/**
 * The sections the CV maker keeps as additional information (volunteering, projects, publications, memberships,
 * hobbies, activities, links) as its Additional items: each entry one item of the additional type its section's
 * heading names, titled by its first line, described by the rest, linked to the first web address its text holds. A
 * list of hobbies or interests is one item titled by its heading. The CV maker asks every item for a link; an entry
 * whose text holds none comes out with `url: null`, and the review asks for one (docs/product.md#cv-import).
 */

/**
 * Top-level domains a bare address ("github.com/rebaz", "kar.krd") must end in to be taken for one: the common ones
 * and the region's. Written in small letters: "ASP.NET" and "Node.js" are no addresses.
 */
const topLevelDomains = new Set([
  'com',
  'org',
  'net',
  'io',
  'dev',
  'app',
  'co',
  'me',
  'ai',
  'info',
  'edu',
  'gov',
  'tech',
  'site',
  'online',
  'page',
  'blog',
  'design',
  'art',
  'xyz',
  'eu',
  'uk',
  'us',
  'ca',
  'au',
  'de',
  'fr',
  'nl',
  'se',
  'tr',
  'ir',
  'iq',
  'krd',
  'ae',
  'sa',
  'jo',
  'lb',
  'eg',
]);

const withScheme = /(?:https?:\/\/|www\.)[^\s<>"'«»،]+/giu;
/** Labels and a top-level domain, not inside a word or an e-mail, then a path if any. */
const bareDomain = /(?<![\p{L}\p{N}@._%+-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,24})(?![\p{L}\p{N}@-])(?:\/[^\s<>"'«»،]*)?/giu;

/** Sentence marks after an address are the sentence's; a closing bracket is the address's only when it opened one too. */
function trimmed(address: string): string {
  let text = address.replace(/[.,;:!?'"»،؛]+$/u, '');
  while (text.endsWith(')') && (text.match(/\)/gu)?.length ?? 0) > (text.match(/\(/gu)?.length ?? 0)) text = text.slice(0, -1);
  return text.replace(/[.,;:!?'"»،؛]+$/u, '');
}

export interface FoundUrl {
  /** As written. */
  text: string;
  /** With its scheme, ready for the CV maker's link field. */
  url: string;
}

function parsedUrl(text: string): string | null {
  const url = /^https?:\/\//iu.test(text) ? text : `https://${text}`;
  try {
    return new URL(url).hostname.includes('.') ? url : null;
  } catch {
    return null;
  }
}

/** The web addresses a text holds, in order: with a scheme or "www.", or a bare domain ("github.com/rebaz"). */
export function findUrls(text: string): FoundUrl[] {
  const found: Array<FoundUrl & { at: number }> = [];
  const taken: Array<[number, number]> = [];
  for (const match of text.matchAll(withScheme)) {
    const written = trimmed(match[0]);
    const url = parsedUrl(written);
    if (url) found.push({ text: written, url, at: match.index });
    taken.push([match.index, match.index + match[0].length]);
  }
  for (const match of text.matchAll(bareDomain)) {
    const inside = taken.some(([start, end]) => match.index >= start && match.index < end);
    if (inside || !topLevelDomains.has(match[1] ?? '')) continue;
    const written = trimmed(match[0]);
    const url = parsedUrl(written);
    if (url) found.push({ text: written, url, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map(({ text: written, url }) => ({ text: written, url }));
}

/** A line without its addresses and the separators left around them ("Kar — github.com/x" → "Kar"). */
function withoutUrls(line: string): string {
  return findUrls(line)
    .reduce((text, found) => text.replace(found.text, ' '), line)
    .replace(/\s*[([]\s*[)\]]/gu, ' ')
    .replace(/^[\s|,،:;–—-]+|[\s|,،:;–—(-]+$/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

const hasLetters = (text: string) => /[\p{L}]/u.test(text);

/** A line that is only dates ("Jan 2012 – Jan 2013", "٢٠١٩"). */
function onlyDates(line: string): boolean {
  const found = findDateRange(line);
  return found !== null && !hasLetters(`${line.slice(0, found.start)}${line.slice(found.end)}`.replace(/\b(?:to|until|present|current)\b/giu, ''));
}

/** A line that can name an entry: short, not a sentence, not only dates or an address. */
function namesAnEntry(line: string): boolean {
  const text = line.replace(bullet, '').trim();
  const words = text.split(/\s+/u).length;
  return text.length <= 100 && words <= 12 && !(/[.!?؟]$/u.test(text) && words > 4) && !onlyDates(text) && hasLetters(withoutUrls(text));
}

/** Lines in the groups blank lines make. */
function blankSeparated(lines: readonly string[]): string[][] {
  const groups: string[][] = [[]];
  for (const line of lines) {
    const text = line.trim();
    if (text) groups[groups.length - 1]?.push(text);
    else if (groups[groups.length - 1]?.length) groups.push([]);
  }
  return groups.filter((group) => group.length > 0);
}

/**
 * A section's lines as entries. Entries are parted by blank lines (a PDF's gaps, a Word file's empty paragraphs); a
 * part that does not start with a line naming an entry goes on with the one before (a description under its title,
 * moved apart). A part that is all list items, or all lines with an address ("GitHub: github.com/x"), is one entry a line.
 */
function entriesOf(lines: readonly string[]): string[][] {
  const entries: string[][] = [];
  for (const group of blankSeparated(lines)) {
    const listed = group.length > 1 && (group.every((line) => bullet.test(line)) || group.every((line) => findUrls(line).length > 0));
    const previous = entries[entries.length - 1];
    if (listed) entries.push(...group.map((line) => [line]));
    else if (previous && !namesAnEntry(group[0] ?? '')) previous.push(...group);
    else entries.push([...group]);
  }
  return entries;
}

/** A heading written in capitals as a title ("HOBBIES" → "Hobbies"). */
const titleOfHeading = (label: string) => (/^[^\p{Ll}]*$/u.test(label) && /[A-Z]/u.test(label) ? `${label.charAt(0)}${label.slice(1).toLowerCase()}` : label);

/** One entry's item: its first line naming it is the title (else the heading), the other lines the description. */
function itemOf(lines: readonly string[], heading: string, typeId: number, underHeading: boolean): ImportedAdditional {
  // A line printed twice in a row (a template's heading column beside the entry's own title) counts once.
  const written = lines.filter((line, at) => line !== lines[at - 1]);
  const candidate = underHeading ? -1 : written.findIndex((line) => !onlyDates(line));
  const titleLine = candidate !== -1 && namesAnEntry(written[candidate] ?? '') ? candidate : -1;
  const title = titleLine === -1 ? '' : withoutUrls((written[titleLine] ?? '').replace(bullet, ''));
  // A line that is only an address is the link, not the description.
  const rest = written.filter((line, at) => at !== titleLine && !(findUrls(line).length > 0 && !hasLetters(withoutUrls(line))));
  return {
    additional_type_id: typeId,
    title: clip(title || titleOfHeading(heading)),
    url: written.flatMap((line) => findUrls(line))[0]?.url ?? null,
    description: rest.length ? clip(rest.join('\n'), 20_000) : null,
  };
}

/**
 * The items of one section: `heading` is its heading as written, `typeId` the additional type it names
 * (headings.ts `additionalTypeOf`). Hobbies and interests are one item; other sections an item an entry.
 */
export function parseAdditional(heading: string, typeId: number, lines: readonly string[]): ImportedAdditional[] {
  if (typeId === additionalTypeIds.hobby) {
    const all = blankSeparated(lines).flat();
    return all.length ? [itemOf(all, heading, typeId, true)] : [];
  }
  return entriesOf(lines).map((entry) => itemOf(entry, heading, typeId, false));
}
