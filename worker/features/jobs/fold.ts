/**
 * One spelling for the many ways Kurdish and Arabic are typed (DESIGN.md, "Search that reads Kurdish and Arabic as
 * people type them"). The job writer stores folded text in shadow columns and the FTS index; the search folds the
 * query the same way, so an Arabic keyboard's ي/ك/ه finds Sorani's ی/ک/ە. Nothing here can run inside SQLite (D1
 * takes no custom tokenizer), so this is the only place the rules live.
 */

/** ه followed by a zero-width non-joiner is how Arabic keyboards write Sorani's ە inside a word. */
const hehWithNonJoiner = /\u0647\u200C/g;

/** Harakat and Quranic marks, tatweel, zero-width and direction marks, the byte-order mark. */
const dropped = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF]/g;

const letterMap: Record<string, string> = {
  '\u064A': '\u06CC', // ي Arabic yeh
  '\u0649': '\u06CC', // ى alef maksura
  '\u06D0': '\u06CC', // ې
  '\u06CE': '\u06CC', // ێ
  '\u0643': '\u06A9', // ك Arabic kaf
  '\u0629': '\u06D5', // ة teh marbuta
  '\u06BE': '\u0647', // ھ heh doachashmee
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

/** ه at the end of a word is Sorani's ە typed on an Arabic keyboard. */
const wordFinalHeh = /\u0647(?![\p{L}\p{N}\p{M}])/gu;

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

export interface FoldOptions {
  /**
   * Leaves a word-final ه as typed: the last word of a query is still being typed, and "ده" may become "دهۆک",
   * so the search also tries the unmapped form as a prefix.
   */
  keepFinalHeh?: boolean;
}

function foldOnce(text: string, options: FoldOptions): string {
  let folded = text.normalize('NFKC').replace(hehWithNonJoiner, '\u06D5').replace(dropped, '');
  folded = folded.replace(mappedLetters, (letter) => letterMap[letter] ?? letter);
  folded = folded.replace(easternDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
  folded = folded.toLowerCase();
  if (!options.keepFinalHeh) folded = folded.replace(wordFinalHeh, '\u06D5');
  return folded.replace(arabicWord, stripArticle).normalize('NFKC');
}

/**
 * Folds text for indexing and searching. Idempotent: folding folded text changes nothing (a second pass only
 * matters for odd inputs where dropping a mark lets Unicode compose two characters into one).
 */
export function fold(text: string, options: FoldOptions = {}): string {
  const once = foldOnce(text, options);
  const twice = foldOnce(once, options);
  return twice === once ? once : foldOnce(twice, options);
}
