// Extensions spelled out: the search benchmark runs this under plain Node.
import { editDistanceWithin } from './edit-distance.ts';
import { isFilterToken } from './filter-tokens.ts';
import { queryWords } from './search-query.ts';

const maxSuggestions = 3;
/** One typo for short words, two for long ones. */
const allowedDistance = (word: string) => ([...word].length >= 7 ? 2 : 1);

/** The index's words (job-search.repo.ts reads them from fts5vocab). */
export interface Vocabulary {
  termExists(word: string): PromiseLike<boolean>;
  vocabularyNear(word: string, limit: number): PromiseLike<Array<{ term: string; doc: number }>>;
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

/** The query again with each word the index lacks replaced by its nearest words: up to three "did you mean" lines. */
export async function suggestionsFor(query: string, vocabulary: Vocabulary): Promise<string[]> {
  const tokens = queryWords(query).flatMap((word) => word.folded.match(/[\p{L}\p{N}+#]+/gu) ?? []);
  const replacements = await Promise.all(tokens.map((token) => nearWords(token, vocabulary)));
  if (replacements.every((near) => near.length === 0)) return [];
  const results = new Set<string>();
  for (let rank = 0; rank < maxSuggestions; rank += 1) {
    results.add(tokens.map((token, index) => {
      const near = replacements[index] ?? [];
      return near[Math.min(rank, near.length - 1)] ?? token;
    }).join(' '));
  }
  return [...results];
}
