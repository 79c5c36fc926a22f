// Extensions spelled out: the search benchmark runs this under plain Node.
import { editDistanceWithin } from './edit-distance.ts';
import { isFilterToken } from '../../shared/filter-tokens.ts';
import { queryWords } from './search-query.ts';
import { spellingOf } from './spelling.ts';

const maxSuggestions = 3;
/** One typo for short words, two for long ones. */
const allowedDistance = (word: string) => ([...word].length >= 7 ? 2 : 1);

/** The index's words (search-vocabulary.ts reads them from fts5vocab or its copy). */
export interface Vocabulary {
  termExists(word: string): PromiseLike<boolean>;
  vocabularyNear(word: string, limit: number): PromiseLike<Array<{ term: string; doc: number }>>;
  /** For words of the index, the text of one job that holds each: how jobs write the (folded) word. */
  textsHolding(terms: readonly string[]): PromiseLike<Array<{ term: string; text: string }>>;
}

/** Near words of the index for a word it does not hold, best first (fewest edits, then most jobs). */
async function nearWords(word: string, vocabulary: Vocabulary): Promise<string[]> {
  if ([...word].length < 3 || (await vocabulary.termExists(word))) return [];
  const limit = allowedDistance(word);
  const candidates = await vocabulary.vocabularyNear(word, 5000);
  return candidates
    .filter((candidate) => !isFilterToken(candidate.term))
    .map((candidate) => ({ ...candidate, distance: editDistanceWithin(word, candidate.term, limit) }))
    .filter((candidate): candidate is typeof candidate & { distance: number } => candidate.distance !== null && candidate.distance > 0)
    .sort((a, b) => a.distance - b.distance || b.doc - a.doc)
    .slice(0, maxSuggestions)
    .map((candidate) => candidate.term);
}

/** The written form of each folded word (spelling.ts), from one job holding it: one statement for all of them. */
async function spellings(terms: readonly string[], vocabulary: Vocabulary): Promise<Map<string, string>> {
  const texts = terms.length === 0 ? [] : await vocabulary.textsHolding(terms);
  return new Map(texts.map(({ term, text }) => [term, spellingOf(term, [text])]));
}

/**
 * The query again with each word the index lacks replaced by its nearest words, written as the jobs write them: up
 * to three "did you mean" lines. A typed word whose parts the index all holds stays as it was typed.
 */
export async function suggestionsFor(query: string, vocabulary: Vocabulary): Promise<string[]> {
  const words = queryWords(query).map((word) => ({ typed: word.typed, tokens: word.folded.match(/[\p{L}\p{N}+#]+/gu) ?? [] }));
  const replacements = await Promise.all(words.map((word) => Promise.all(word.tokens.map((token) => nearWords(token, vocabulary)))));
  const chosen = [...new Set(replacements.flat(2))];
  if (chosen.length === 0) return [];
  const written = await spellings(chosen, vocabulary);
  const results = new Set<string>();
  for (let rank = 0; rank < maxSuggestions; rank += 1) {
    const line = words.map((word, index) => {
      const near = replacements[index] ?? [];
      if (near.every((options) => options.length === 0)) return word.typed;
      return word.tokens
        .map((token, position) => {
          const options = near[position] ?? [];
          const term = options[Math.min(rank, options.length - 1)];
          return term === undefined ? token : (written.get(term) ?? term);
        })
        .join(' ');
    });
    results.add(line.join(' '));
  }
  return [...results];
}
