// Extension spelled out: the search benchmark runs this under plain Node.
import { fold } from '../../shared/fold.ts';

/** A written word: what the tokenizer keeps together, with the marks, joiners and tatweel fold() drops inside it. */
const writtenWord = /[\p{L}\p{N}\p{M}+#\u200C\u200D\u0640]+/gu;
const edgeJoiners = /^[\u200C\u200D]+|[\u200C\u200D]+$/g;

/**
 * How jobs write a word of the index (which holds folded words: "هەولێر" is stored as "ەەولیر"): the commonest
 * written word in `texts` that folds to it, the shortest of equals (without an Arabic article where a job has both),
 * lower case as the index; the folded word itself when none does (a suggestion is still searchable then).
 */
export function spellingOf(term: string, texts: readonly string[]): string {
  const length = term.length;
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const [word] of text.matchAll(writtenWord)) {
      // fold() keeps a word's length or takes off an article and marks (a ligature aside): a cheap test first.
      if (word.length < length || word.length > 3 * length + 4 || fold(word) !== term) continue;
      const written = word.replace(edgeJoiners, '').toLowerCase();
      counts.set(written, (counts.get(written) ?? 0) + 1);
    }
  }
  let best: [string, number] | undefined;
  for (const entry of counts) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0].length < best[0].length)) best = entry;
  }
  return best?.[0] ?? term;
}
