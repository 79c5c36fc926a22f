/**
 * Kurdish typed in the legacy Ali-K fonts (Ali_K_Samik, Ali_K_Alwand, Ali-K Sharif, …) becomes Unicode Sorani.
 *
 * Before Unicode had Sorani's letters in common fonts, Kurdish was typed on the Arabic (101) keyboard in fonts that
 * draw Sorani letters on Arabic code points: the file says ث where the reader sees پ, ة where the reader sees ە, a lam
 * with a fatha (لَ) where the reader sees ڵ. Word keeps those code points, so a CV typed that way reads as Arabic
 * gibberish everywhere else. The table below is Kar's own, written from what two public converters agree on
 * (AsoSoft's Normalize `AliK2Unicode` table and sashther/ckb-conversion-tool's convert.pl with its before/after
 * samples, which was derived from the fonts' glyphs, Kurdi Nus 4.0 and a 340 MB corpus); where they differ the choice
 * and its reason are noted at the entry.
 */

export interface AliKLetter {
  /** The Unicode Sorani the reader saw. */
  sorani: string;
  /** What an Ali-K typist most often typed for it (what `toAliK` writes). */
  aliK: string;
  /** Other keystrokes the same fonts draw the same way. */
  also?: readonly string[];
}

const FATHA = '\u064E';
const FATHATAN = '\u064B';
const KASRA = '\u0650';
const KASRATAN = '\u064D';
const SHADDA = '\u0651';
const TATWEEL = '\u0640';
const ZWNJ = '\u200C';

/** Every letter the fonts move; letters not listed (ا ب ت ج ح خ د ر ز س ش ع غ ف ق ل م ن و ه ئ …) are themselves. */
export const aliKLetters: readonly AliKLetter[] = [
  { sorani: 'پ', aliK: 'ث' },
  { sorani: 'چ', aliK: 'ض' },
  { sorani: 'ژ', aliK: 'ذ' },
  { sorani: 'گ', aliK: 'ط' },
  { sorani: 'ڤ', aliK: 'ظ' },
  { sorani: 'ک', aliK: 'ك' },
  { sorani: 'ە', aliK: 'ة' },
  { sorani: 'ی', aliK: 'ي', also: ['ى'] },
  // The fonts draw آ alone as ێ; both converters agree.
  { sorani: 'ێ', aliK: `ي${FATHA}`, also: ['آ', `ى${FATHA}`, `ی${FATHA}`, `ي${FATHATAN}`] },
  { sorani: 'ۆ', aliK: 'ؤ', also: [`و${FATHA}`, `و${FATHATAN}`] },
  { sorani: 'ڕ', aliK: `ر${KASRA}`, also: [`ر${KASRATAN}`] },
  // لأ: AsoSoft's Ali-K table and convert.pl (standardised) both give ڵ alone, not ڵا.
  { sorani: 'ڵ', aliK: `ل${FATHA}`, also: [`ل${FATHATAN}`, `ل${SHADDA}`, 'لأ'] },
  // The lam-alef ligature with madda is drawn as ڵا; so is lam-alef with a fatha. Longer than the entries above, so
  // it is tried first.
  { sorani: 'ڵا', aliK: `لا${FATHA}`, also: ['لآ', `لا${FATHATAN}`] },
];

/** Keystroke → Sorani, longest keystrokes first so that لآ wins over آ and يَ over ي. */
const keystrokes: ReadonlyArray<readonly [string, string]> = aliKLetters
  .flatMap((letter) => [letter.aliK, ...(letter.also ?? [])].map((typed) => [typed, letter.sorani] as const))
  .sort((a, b) => b[0].length - a[0].length);
const keystrokeOf = new Map(keystrokes);
const keystrokePattern = new RegExp(keystrokes.map(([typed]) => typed).join('|'), 'gu');

const arabicLetter = '[\\u0620-\\u064A\\u066E-\\u06D5]';
/** Letters that join the letter after them (a waw typed after one of these would join it; Ali-K's ء does not). */
const joinsForward = /[\u0626\u0628\u062A-\u062E\u0633-\u063A\u0641-\u0647\u0649\u064A\u067E\u0686\u06A4\u06A9\u06AF\u06B5\u06BE\u06CC\u06CE\u0640]$/u;

/**
 * Ali-K text (Arabic code points drawn as Sorani) to Unicode Sorani. Text that is not Arabic script passes through.
 */
export function convertAliK(text: string): string {
  let out = text.replace(keystrokePattern, (typed) => keystrokeOf.get(typed) ?? typed);
  // ء is drawn as a waw that does not join: typists use it for the "and" ending (بطؤرِنةءة → بگۆڕنەوە). After a
  // letter that joins forward, a non-joiner keeps it looking as it did (AsoSoft writes ZWNJ + و).
  out = out.replace(/\u0621/gu, (_hamza, offset: number, whole: string) => (joinsForward.test(whole.slice(0, offset)) ? `${ZWNJ}و` : 'و'));
  // Heh followed by a non-joiner is how both converters read ە typed with ه.
  out = out.replace(/\u0647\u200C/gu, 'ە');
  // A word-final ه after a consonant is ە (convert.pl's corpus finding); after a vowel it is h, written هـ.
  out = out.replace(new RegExp(`(?<=${arabicLetter})\\u0647(?!${arabicLetter}|\\u0640)`, 'gu'), (heh, offset: number, whole: string) =>
    /[اەێۆ]$/u.test(whole.slice(0, offset)) ? `ه${TATWEEL}` : 'ە',
  );
  // Kasras and fathas left over had no Sorani meaning; Ali-K typists used them only as the letter marks above.
  out = out.replace(/[\u064E\u0650]/gu, '');
  // Tatweels typed to stop a ligature (لـآ is لێ, not ڵا) go once the letters are real; a final هـ stays (h).
  out = out.replace(new RegExp(`(?<!\\u0647)\\u0640+(?!${arabicLetter})|\\u0640+(?=${arabicLetter})`, 'gu'), '');
  // Sorani never starts a word with a light r (both converters' orthography check).
  out = out.replace(new RegExp(`(?<!${arabicLetter}|[\\u0640\\u200C])\\u0631(?=${arabicLetter})`, 'gu'), 'ڕ');
  return out;
}

/** Unicode Sorani to what an Ali-K typist typed (for tests and for recognising converted text; never stored). */
export function toAliK(text: string): string {
  const typedOf = new Map(aliKLetters.map((letter) => [letter.sorani, letter.aliK]));
  return text.replace(/ڵا|[پچژگڤکەیێۆڕڵ]/gu, (letter) => typedOf.get(letter) ?? letter);
}

/**
 * A font of the Ali-K family, by the name a DOCX run or a PDF font carries: "Ali_K_Samik", "Ali-K Sharif",
 * "Ali K Alwand", "AliK_Traditional", or a PDF's subset name such as "ABCDEF+Ali_K_Samik,Bold".
 */
export function isAliKFontName(name: string | null | undefined): boolean {
  if (!name) return false;
  const base = name.trim().replace(/^[A-Z]{6}\+/, '');
  return /^ali[\s_-]?k(?![a-z])/i.test(base);
}

export interface AliKEvidence {
  /** Words in Arabic script. */
  words: number;
  /** Sightings that only Ali-K typing explains (see `aliKEvidence`). */
  marks: number;
  /** Letters only Unicode Sorani uses (ە ێ ۆ ڕ ڵ ڤ): text that has them is already Unicode. */
  soraniLetters: number;
}

const wordBoundaryBefore = `(?<!${arabicLetter}|[\\u064B-\\u0652])`;
const wordBoundaryAfter = `(?!${arabicLetter}|[\\u064B-\\u0652])`;
/**
 * What Ali-K typing leaves and Arabic or Unicode Sorani do not:
 * - ة inside a word: Arabic writes teh marbuta only at a word's end, Ali-K uses it for ە everywhere (لةطةلّ);
 * - the one-letter words لة, بة, كة (Sorani لە, بە, کە, among its commonest words; not Arabic words);
 * - a fatha on ل, ي, ى or و and a kasra on ر (Ali-K's ڵ, ێ, ۆ, ڕ); Arabic CVs carry no vowel marks;
 * - ة followed by ء (Ali-K's "-ەوە");
 * - آ after a letter other than the Arabic article's lam (Ali-K's ێ; Arabic writes آ at a word's start or in الآن).
 * Arabic letters that Ali-K repurposes (ث ض ذ ط ظ) are not evidence alone: Arabic uses them too.
 */
const markPatterns: readonly RegExp[] = [
  new RegExp(`\\u0629(?=${arabicLetter})`, 'gu'),
  new RegExp(`${wordBoundaryBefore}[\\u0644\\u0628\\u0643]\\u0629${wordBoundaryAfter}`, 'gu'),
  /[\u0644\u064A\u0649\u0648]\u064E|\u0631\u0650|\u0644\u0651/gu,
  /\u0629\u0621/gu,
  new RegExp(`(?<=${arabicLetter})(?<!\\u0627\\u0644)\\u0622`, 'gu'),
];

export function aliKEvidence(text: string): AliKEvidence {
  const words = text.match(new RegExp(`${arabicLetter}+`, 'gu'))?.length ?? 0;
  const marks = markPatterns.reduce((sum, pattern) => sum + (text.match(pattern)?.length ?? 0), 0);
  const soraniLetters = text.match(/[\u06D5\u06CE\u06C6\u0695\u06B5\u06A4]/gu)?.length ?? 0;
  return { words, marks, soraniLetters };
}

/**
 * Whether Arabic-script text was typed in Ali-K. Ali-K marks must outnumber real Sorani letters, and be frequent
 * enough (one word in twenty; Ali-K Kurdish has ە in most sentences) that a stray vowel mark in an Arabic CV does
 * not count; a heading of up to three words needs one mark and no Sorani letter.
 */
export function looksLikeAliK(text: string): boolean {
  const { words, marks, soraniLetters } = aliKEvidence(text);
  if (words === 0 || marks <= soraniLetters) return false;
  if (words <= 3) return marks >= 1 && soraniLetters === 0;
  return marks >= 2 && marks / words >= 0.05;
}

/**
 * A PDF whose Ali-K font has no Unicode map gives its bytes read as Windows-1252 ("ÈÉÑ" for بةر): each Latin-1
 * character here is the Windows-1256 (Arabic) byte it was. Built from the two code pages (Python's cp1252/cp1256
 * codecs), letters, marks and the Arabic comma, semicolon and question mark; the four bytes 1252 leaves undefined arrive as C1 controls.
 */
const latinFrom1252 =
  '\u0160\u017D\u02DC\u0161\u017E\u0178\u00AA\u00C0\u00C1\u00C2\u00C3\u00C4\u00C5\u00C6\u00C7\u00C8\u00C9\u00CA\u00CB\u00CC\u00CD\u00CE\u00CF\u00D0\u00D1\u00D2\u00D3\u00D4\u00D5\u00D6\u00D8\u00D9\u00DA\u00DB\u00DC\u00DD\u00DE\u00DF\u00E1\u00E3\u00E4\u00E5\u00E6\u00EC\u00ED\u00F0\u00F1\u00F2\u00F3\u00F5\u00F6\u00F8\u00FA\u00FF\u0081\u008D\u0090\u009D\u00A1\u00BA\u00BF';
const arabicFrom1256 =
  '\u0679\u0698\u06A9\u0691\u200D\u06BA\u06BE\u06C1\u0621\u0622\u0623\u0624\u0625\u0626\u0627\u0628\u0629\u062A\u062B\u062C\u062D\u062E\u062F\u0630\u0631\u0632\u0633\u0634\u0635\u0636\u0637\u0638\u0639\u063A\u0640\u0641\u0642\u0643\u0644\u0645\u0646\u0647\u0648\u0649\u064A\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u06D2\u067E\u0686\u06AF\u200C\u060C\u061B\u061F';
const arabicByLatin = new Map([...latinFrom1252].map((latin, index) => [latin, arabicFrom1256[index] ?? latin]));

/** Latin-1 mojibake of Windows-1256 text back to Arabic code points (only when most letters are such mojibake). */
export function decodeArabic1252Mojibake(text: string): string {
  const letters = [...text].filter((char) => /\p{L}/u.test(char));
  const mojibake = letters.filter((char) => arabicByLatin.has(char)).length;
  if (letters.length === 0 || mojibake / letters.length < 0.6 || /[\u0600-\u06FF]/u.test(text)) return text;
  return [...text].map((char) => arabicByLatin.get(char) ?? char).join('');
}

export interface TextRun {
  text: string;
  /** The run's font (DOCX `w:rFonts`, a PDF text item's font name); unknown when absent. */
  fontName?: string | null;
}

/**
 * Converts what was typed in Ali-K: a run whose font is of the family, or, when the font is unknown, a run whose
 * letters look like Ali-K typing. Other runs are returned as they are.
 */
export function convertAliKRun(run: TextRun): string {
  if (isAliKFontName(run.fontName)) return convertAliK(decodeArabic1252Mojibake(run.text));
  if (!run.fontName && looksLikeAliK(run.text)) return convertAliK(run.text);
  return run.text;
}
