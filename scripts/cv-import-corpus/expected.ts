/**
 * The expected result stored beside every corpus file (`<name>.expected.json`) and read by
 * tests/unit/cv-import-corpus.test.ts: what a correct import of that file gives, in the parser's own formats
 * (client/features/cv-import/parse/imported-cv.ts): work months 'YYYY-MM-01', education years 'YYYY-01-01', phones
 * as +9647XXXXXXXXX or their digits. A Kar PDF expects its whole embedded kar-cv.json.
 */
import type { CvEmbed } from '../../worker/features/cvs/cv-embed.schemas.ts';
import type { CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';

export interface ExpectedWork {
  title: string;
  company: string;
  from_date: string | null;
  to_date: string | null;
  is_present: boolean;
}

export interface ExpectedEducation {
  institution: string;
  degree: string;
  start_date: string | null;
  end_date: string | null;
}

/** An additional item (volunteering, a project, a publication, hobbies …): what the CV maker keeps as additional information. */
export interface ExpectedAdditional {
  /** The additional_types lookup's id (db/seed/lookups.data.ts). */
  additional_type_id: number;
  /**
   * What names it: the entry's title, or a text the item holds (a list of hobbies is one item under its heading, the
   * hobbies in its description).
   */
  title: string;
  /** The link as the file prints it, with its scheme; null when it prints none (themes link a name without printing the address). */
  url: string | null;
}

interface ExpectedBase {
  /** The corpus file this describes. */
  file: string;
  /** The CV's language (a Kar PDF: the language it was rendered in). */
  language: CvLocale;
  format: 'pdf' | 'docx';
  /** How the file was made: 'json-resume/<theme>', 'json-resume/docx-<layout>', 'html/<layout>', 'docx/<layout>', 'ali-k/<layout>', 'kar'. */
  source: string;
}

export interface ExpectedParsedCv extends ExpectedBase {
  kind: 'parsed';
  /** Typed in an Ali-K font: the reading must convert it. */
  ali_k: boolean;
  personal: { full_name: string; email: string; phone_num: string };
  work_experience: ExpectedWork[];
  education: ExpectedEducation[];
  additional: ExpectedAdditional[];
  /**
   * Every Arabic-script word the file holds, as typed (Unicode; for Ali-K files, before encoding): a word read back
   * that is not here but whose reverse is, or two words in the reverse of every order the file has them, is a line
   * read backwards.
   */
  arabic_words: string[];
  /** Pairs of neighbouring Arabic-script words in the file's lines, "a b" (reading order), for the same check. */
  arabic_pairs: string[];
}

export interface ExpectedKarPdf extends ExpectedBase {
  kind: 'kar';
  embed: CvEmbed;
}

export type ExpectedCv = ExpectedParsedCv | ExpectedKarPdf;

const arabicWord = /[\u0620-\u064A\u066E-\u06D5\u06FA-\u06FF\u200C]+/gu;

/** Arabic-script words and neighbouring pairs of the lines a file was made from. */
export function arabicVocabulary(lines: readonly string[]): { arabic_words: string[]; arabic_pairs: string[] } {
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const line of lines) {
    const found = line.normalize('NFKC').match(arabicWord) ?? [];
    found.forEach((word, index) => {
      words.add(word);
      const next = found[index + 1];
      if (next) pairs.add(`${word} ${next}`);
    });
  }
  return { arabic_words: [...words].sort(), arabic_pairs: [...pairs].sort() };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A month as the parser stores it ('YYYY-MM-01'); a year alone as its January. */
export const isoMonth = (year: number, month?: number) => `${year}-${pad(month ?? 1)}-01`;
/** A year as education stores it ('YYYY-01-01'). */
export const isoYear = (year: number) => `${year}-01-01`;
