import { containsWords, fold, foldedWords } from '../../shared/fold';

export interface TrilingualItem {
  id: number;
  en: string;
  ckb: string;
  ar: string;
}

const spelled = (text: string) => fold(text).toLowerCase().replace(/\s+/gu, ' ').trim();
const shortest = 3;

/**
 * The lookup item each text names (docs/product.md#cv-import: an imported CV's cities, institutions, degrees,
 * languages and skills), folded as the search folds so that Arabic-keyboard Sorani and "ال" match. In this order:
 * a name spelled as the text ("C++" is not "C#"); a name with the text's words; the longest name found as whole words
 * inside the text ("Erbil, Kurdistan" is Erbil, "Microsoft Excel 2019" Microsoft Excel); the first name, in the
 * lookup's order, holding the text's words ("Kurdish" is Kurdish (Sorani), "Bachelor" Bachelor's Degree). A text
 * naming nothing is null: the review asks the user rather than guess further.
 */
export function matchLookupTexts<Item extends TrilingualItem>(texts: readonly string[], items: readonly Item[]): Array<Item | null> {
  const named = items.map((item) => {
    const names = [item.en, item.ckb, item.ar];
    return { item, spellings: names.map(spelled), words: names.map(foldedWords).filter((words) => words.length > 0) };
  });
  return texts.map((text) => {
    const words = foldedWords(text);
    if (words.length === 0) return null;
    const spelling = spelled(text);
    const whole = words.join(' ');
    const found =
      named.find(({ spellings }) => spellings.includes(spelling)) ??
      named.find(({ words: names }) => names.some((name) => name.join(' ') === whole)) ??
      longestInside(named, words) ??
      (whole.length >= shortest ? named.find(({ words: names }) => names.some((name) => containsWords(name, words))) : undefined);
    return found?.item ?? null;
  });
}

function longestInside<Named extends { words: string[][] }>(named: readonly Named[], text: readonly string[]): Named | undefined {
  let best: { entry: Named; length: number } | undefined;
  for (const entry of named) {
    for (const name of entry.words) {
      const length = name.join(' ').length;
      // A name of one or two letters ("C", "R") inside a longer text is more often a stray letter than the skill.
      if (length >= shortest && (!best || length > best.length) && containsWords(text, name)) best = { entry, length };
    }
  }
  return best?.entry;
}
