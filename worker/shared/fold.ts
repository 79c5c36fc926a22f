/**
 * One spelling for the many ways Kurdish and Arabic are typed (docs/product.md#search, "Kurdish and Arabic as people
 * type them"). The job writer stores folded text in shadow columns and the FTS index; the search folds the
 * query the same way, so an Arabic keyboard's ي/ك/ه finds Sorani's ی/ک/ە. Nothing here can run inside SQLite (D1
 * takes no custom tokenizer), so this is the only place the rules live. Changing a rule changes what is stored:
 * the jobs already written need a migration that folds their shadow columns again and rebuilds the index
 * (drizzle/0023_search-fold-heh.sql is one).
 */

/** Harakat and Quranic marks, tatweel, zero-width and direction marks, the byte-order mark. */
const dropped = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF]/g;

const letterMap: Record<string, string> = {
  '\u064A': '\u06CC', // ي Arabic yeh
  '\u0649': '\u06CC', // ى alef maksura
  '\u06D0': '\u06CC', // ې
  '\u06CE': '\u06CC', // ێ
  '\u0643': '\u06A9', // ك Arabic kaf
  // Arabic keyboards have no ە: people type ه for it anywhere in a word (with a non-joiner or without), so ه, ھ and
  // ة are all ە. Sorani's own ه (h) and ە (e) then fall together, which costs little precision: few words differ
  // only there, while "ئهندازيار" for ئەندازیار is how a whole keyboard types.
  '\u0629': '\u06D5', // ة teh marbuta
  '\u0647': '\u06D5', // ه heh
  '\u06BE': '\u06D5', // ھ heh doachashmee
  '\u0623': '\u0627', // أ
  '\u0625': '\u0627', // إ
  '\u0622': '\u0627', // آ
  '\u0671': '\u0627', // ٱ
  '\u06C6': '\u0648', // ۆ
  '\u0695': '\u0631', // ڕ
  '\u06B5': '\u0644', // ڵ
};
const mappedLetters = new RegExp(`[${Object.keys(letterMap).join('')}]`, 'g');

const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic article prefixes, longest first; stripped only when at least two letters stay. */
const articlePrefixes = ['\u0648\u0627\u0644', '\u0628\u0627\u0644', '\u06A9\u0627\u0644', '\u0641\u0627\u0644', '\u0627\u0644', '\u0644\u0644'];
const arabicWord = /[\u0600-\u06FF]+/g;

function stripArticle(word: string): string {
  let current = word;
  for (;;) {
    const prefix = articlePrefixes.find((candidate) => current.startsWith(candidate) && current.length - candidate.length >= 2);
    if (!prefix) return current;
    current = current.slice(prefix.length);
  }
}

function foldOnce(text: string): string {
  let folded = text.normalize('NFKC').replace(dropped, '');
  folded = folded.replace(mappedLetters, (letter) => letterMap[letter] ?? letter);
  folded = folded.replace(easternDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
  return folded.toLowerCase().replace(arabicWord, stripArticle).normalize('NFKC');
}

/**
 * Folds text for indexing and searching. Idempotent: folding folded text changes nothing (a second pass only
 * matters for odd inputs where dropping a mark lets Unicode compose two characters into one).
 */
export function fold(text: string): string {
  const once = foldOnce(text);
  const twice = foldOnce(once);
  return twice === once ? once : foldOnce(twice);
}

/** The words of folded text: letters and digits, in order (punctuation and spaces only separate them). */
export const foldedWords = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `name`'s words appear together, in order, among `text`'s words (both as `foldedWords` gives them). */
export function containsWords(text: readonly string[], name: readonly string[]): boolean {
  if (name.length === 0) return false;
  for (let start = 0; start + name.length <= text.length; start += 1) {
    if (name.every((word, offset) => text[start + offset] === word)) return true;
  }
  return false;
}
