import type { ProficiencyLevel } from '../../../../worker/features/cvs/cvs.schemas';
import { fold } from '../../../../worker/shared/fold';
import { findEmails, findPhones, labelledLine } from './contact';
import { findDateRange, toIsoMonth } from './dates';
import { hasPhrase } from './headings';
import type { ImportedAward, ImportedLanguage, ImportedReference } from './imported-cv';

/** The list sections: languages with levels, skills, awards and certificates, references. */

/** A list mark that leads a line ("• ", "- ", "o "). */
export const bullet = /^\s*(?:[•●▪◦‣∙·*■□➢✓►➤-]|o\s)\s*/u;
/** A text cut to a field's limit (200 characters unless told). */
export const clip = (text: string, max = 200) => (text.length > max ? text.slice(0, max).trim() : text);

/**
 * Level words in three languages mapped to Kar's five levels (the words stay in `level_text`). Longer phrases are
 * tried first, so "very good" is not "good" and "جيد جداً" not "جيد".
 */
const levelWords: Record<ProficiencyLevel, readonly string[]> = {
  native: [
    'native',
    'native speaker',
    'mother tongue',
    'first language',
    'زمانی دایک',
    'زمانی زگماک',
    'زمانی دایکم',
    'زمانی یەکەم',
    'اللغة الأم',
    'لغة الأم',
    'لغتي الأم',
    'لغة أم',
    'اللغة الأصلية',
  ],
  fluent: ['bilingual', 'fluent', 'fluency', 'excellent', 'c2', 'ڕەوان', 'بە ڕەوانی', 'نایاب', 'زۆر زۆر باش', 'ممتاز', 'ممتازة', 'بطلاقة', 'طلاقة', 'طليق'],
  advanced: [
    'advanced',
    'very good',
    'proficient',
    'professional working proficiency',
    'upper intermediate',
    'upper-intermediate',
    'c1',
    'زۆر باش',
    'پێشکەوتوو',
    'ئاستی بەرز',
    'بەرز',
    'متقدم',
    'متقدمة',
    'جيد جدا',
    'جيدة جدا',
    'عالي',
    'عالية',
  ],
  intermediate: [
    'intermediate',
    'good',
    'conversational',
    'working knowledge',
    'b1',
    'b2',
    'مامناوەند',
    'ناوەند',
    'ناوەندی',
    'باش',
    'متوسط',
    'متوسطة',
    'جيد',
    'جيدة',
  ],
  beginner: [
    'beginner',
    'basic',
    'elementary',
    'limited',
    'a1',
    'a2',
    'سەرەتایی',
    'کەم',
    'لاواز',
    'بنەڕەتی',
    'مبتدئ',
    'مبتدأ',
    'أساسي',
    'اساسي',
    'أساسية',
    'ضعيف',
    'مقبول',
  ],
};

const levelPhrases = Object.entries(levelWords)
  .flatMap(([level, words]) => words.map((word) => ({ words: fold(word).split(/\s+/u), level: level as ProficiencyLevel })))
  .sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);

/** Words that name the language rather than being it ("Language: English", "زمانی ئینگلیزی", "اللغة الإنجليزية"). */
const languageLabel = /^(?:language|زمانی|زمان|اللغة|لغة)\s+/iu;

/** One "English – Fluent" / "کوردی (زمانی دایک)" / "العربية: جيد جداً" item. */
export function languageItem(text: string): ImportedLanguage | null {
  // A mark standing alone (the tanween of "جداً" drawn apart in a PDF) is no word.
  const words = text
    .replace(/[()[\]:：\-–—|/]+/gu, ' ')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const folded = words.map((word) => fold(word));
  for (const phrase of levelPhrases) {
    const at = folded.findIndex((_, index) => phrase.words.every((word, offset) => folded[index + offset] === word));
    if (at === -1) continue;
    const language = [...words.slice(0, at), ...words.slice(at + phrase.words.length)].join(' ').replace(languageLabel, '').trim();
    if (!language) return null;
    return { language: clip(language), proficiency_level: phrase.level, level_text: words.slice(at, at + phrase.words.length).join(' ') };
  }
  const language = words.join(' ').replace(languageLabel, '').trim();
  return language && language.length <= 40 ? { language: clip(language), proficiency_level: null, level_text: null } : null;
}

/** Items of a list line: split on commas, semicolons, pipes and bullets (not on "/", which skills use: CI/CD). */
function listItems(line: string): string[] {
  const withoutLabel = /^[^:：]{2,30}[:：]\s*(.+[,،;؛|•].+)$/u.exec(line)?.[1] ?? line;
  return withoutLabel
    .replace(bullet, '')
    .split(/\s*[,،;؛|•●▪·]\s*/u)
    .map((item) => item.trim().replace(/[.。]$/u, ''))
    .filter(Boolean);
}

/** The level when a text is nothing but a level ("Native speaker" on the line under "English"). */
function levelAlone(text: string): Pick<ImportedLanguage, 'proficiency_level' | 'level_text'> | null {
  const folded = text
    .replace(/[()[\]:：\-–—|/.]+/gu, ' ')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .map((word) => fold(word))
    .join(' ');
  const phrase = levelPhrases.find((candidate) => candidate.words.join(' ') === folded);
  return phrase ? { proficiency_level: phrase.level, level_text: text.trim() } : null;
}

/**
 * Languages, one or several a line. Templates and narrow columns also put a level on the line under its language
 * ("English" / "Native speaker"), or wrap a level in two ("کوردی: زمانی" / "دایک"): a line that is only a level
 * goes to the language above it when that has none, and a line that completes the level begun above joins it.
 */
export function parseLanguages(lines: readonly string[]): { languages: ImportedLanguage[]; leftover: string[] } {
  const languages: ImportedLanguage[] = [];
  const leftover: string[] = [];
  let previous: { item: string; language: ImportedLanguage } | null = null;
  for (const line of lines.filter((text) => text.trim())) {
    // "English: Fluent, Arabic: Good" splits on commas; "English, Arabic, Kurdish" too.
    for (const item of line
      .replace(bullet, '')
      .split(/\s*[,،;؛|•]\s*/u)
      .filter(Boolean)) {
      const above = previous && !previous.language.proficiency_level ? previous : null;
      const level = above ? levelAlone(item) : null;
      if (above && level) {
        Object.assign(above.language, level);
        previous = null;
        continue;
      }
      const language = languageItem(item);
      const joined = above && language && !language.proficiency_level ? languageItem(`${above.item} ${item}`) : null;
      if (above && joined?.proficiency_level) {
        Object.assign(above.language, joined);
        previous = null;
        continue;
      }
      if (language) languages.push(language);
      else leftover.push(item);
      previous = language ? { item, language } : null;
    }
  }
  return { languages, leftover };
}

/** Skills as written, in order, without repeats (by Kar's fold) and without sentences (those go to leftover). */
export function parseSkills(lines: readonly string[]): { skills: string[]; leftover: string[] } {
  const skills: string[] = [];
  const leftover: string[] = [];
  const seen = new Set<string>();
  for (const line of lines.filter((text) => text.trim())) {
    for (const item of listItems(line)) {
      if (item.length > 60 || item.split(/\s+/u).length > 6) {
        leftover.push(item);
        continue;
      }
      const key = fold(item);
      if (!seen.has(key)) skills.push(item);
      seen.add(key);
    }
  }
  return { skills, leftover };
}

const certificateWords = [
  'certificate',
  'certified',
  'certification',
  'course',
  'training',
  'diploma',
  'بڕوانامە',
  'بڕوانامەی',
  'خول',
  'خولی',
  'شهادة',
  'دورة',
  'دورات',
  'تدريب',
];
/** "Title — Organisation", "Title, Organisation", "Title from/by Organisation", "… لە لایەن …", "… من …". */
const organisationSeparator = /\s+[–—-]\s+|\s*[,،|]\s*|\s+(?:from|by|issued by)\s+|\s+لە\s+لایەن\s+|\s+لەلایەن\s+|\s+(?:من قبل|من|صادرة عن)\s+/iu;

/** Each line an award or certificate: its date out, title and organisation split, kind by the words or heading. */
export function parseAwards(lines: readonly string[], certificates: boolean): ImportedAward[] {
  return lines
    .map((line) => line.replace(bullet, '').trim())
    .filter(Boolean)
    .map((line) => {
      const found = findDateRange(line);
      const text = found
        ? `${line.slice(0, found.start)} ${line.slice(found.end)}`
            .replace(/[([]\s*[)\]]/gu, '')
            .replace(/^[\s,،|–—-]+|[\s,،|–—(-]+$/gu, '')
            .trim()
        : line;
      const [title = text, ...organisation] = text
        .split(organisationSeparator)
        .map((part) => part.trim())
        .filter(Boolean);
      return {
        title: clip(title),
        awards_or_certificates: certificates || hasPhrase(text, certificateWords) ? 'certificate' : 'award',
        organization: clip(organisation.join(', ')),
        issued: found?.from ? toIsoMonth(found.from) : null,
        description: null,
      };
    });
}

const onRequest = [
  'available upon request',
  'upon request',
  'available on request',
  'بەپێی داواکاری',
  'لە کاتی پێویست',
  'عند الطلب',
  'متوفرة عند الطلب',
  'تقدم عند الطلب',
];
const relationshipLabels = /^(?:relationship|relation|پەیوەندی|پەیوەندیی|العلاقة|صلة القرابة)\s*[:：]\s*/iu;

/**
 * References: a new one starts at a line with no e-mail or phone after a reference that already has one, or after a
 * blank line. The first line is the name, the next the title and organisation ("Manager, Zain" / "… لە …" / "… في …").
 */
export function parseReferences(lines: readonly string[]): { references: ImportedReference[]; leftover: string[] } {
  const groups: string[][] = [];
  const leftover: string[] = [];
  let current: string[] | null = null;
  let hasContact = false;
  for (const raw of lines) {
    const line = raw.replace(bullet, '').trim();
    if (!line) {
      current = null;
      continue;
    }
    if (hasPhrase(line, onRequest)) {
      leftover.push(line);
      continue;
    }
    const contact = findEmails(line).length > 0 || findPhones(line).length > 0;
    if (!current || (hasContact && !contact && !labelledLine(line))) {
      current = [];
      groups.push(current);
      hasContact = false;
    }
    current.push(line);
    hasContact ||= contact;
  }
  const references = groups.map((group) => {
    const text = group.join('\n');
    const rest = group.filter((line) => findEmails(line).length === 0 && findPhones(line).length === 0);
    const relationshipLine = rest.find((line) => relationshipLabels.test(line));
    const [nameLine = '', roleLine = '', ...more] = rest.filter((line) => line !== relationshipLine);
    const name = labelledLine(nameLine)?.value || nameLine;
    const [title = '', ...organisation] = roleLine.split(/\s*[,،|]\s*|\s+(?:at|@|لە|في|لدى)\s+|\s+[–—-]\s+/iu).filter(Boolean);
    return {
      name: clip(name),
      title: clip(title),
      organization: clip(organisation.join(', ')),
      email: findEmails(text)[0] ?? '',
      phone: findPhones(text)[0]?.phone ?? '',
      relationship: clip(relationshipLine?.replace(relationshipLabels, '') ?? ''),
      description: more.length ? more.join('\n') : null,
    };
  });
  return { references, leftover };
}
