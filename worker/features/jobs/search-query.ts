// Extension spelled out: the search benchmark runs this under plain Node.
import { filterMatch, type TokenFilters } from '../../shared/filter-tokens.ts';
import { fold } from '../../shared/fold.ts';

/** More words than this add nothing to a job search and only cost time. */
export const maxQueryWords = 8;
/** A word longer than this is not a word anyone searches for; cut so a pasted paragraph stays cheap. */
const maxWordLength = 48;

/** Runs of letters, digits, `+` and `#`: the FTS table's tokenizer (unicode61, tokenchars '+#') sees the same. */
const tokenCharacter = /[\p{L}\p{N}]/u;

export interface QueryWord {
  /** The word as typed (a "did you mean" keeps the words that matched as the reader wrote them). */
  typed: string;
  /** The folded word as written into the index (`c#`, `node.js` stays one phrase). */
  folded: string;
}

/**
 * The words of a search box, folded. Anything FTS5 would read as syntax (`"`, `*`, `-`, `:`, `^`, parentheses,
 * `AND`/`OR`/`NEAR`) ends up inside a quoted phrase or is dropped, so no query can be a syntax error.
 */
export function queryWords(query: string): QueryWord[] {
  const chunks = query
    .slice(0, 400)
    .split(/\s+/)
    .map((chunk) => chunk.replace(/["*^():{}]/g, ' ').trim())
    .filter((chunk) => tokenCharacter.test(fold(chunk)))
    .slice(0, maxQueryWords);
  return chunks.map((chunk) => ({ typed: chunk, folded: fold(chunk).slice(0, maxWordLength) }));
}

const phrase = (text: string) => `"${text.replace(/"/g, ' ')}"`;

/** The prefix star only for two letters or more: one letter would expand to a large part of the vocabulary. */
const prefixOf = (text: string) => (text.replace(/[^\p{L}\p{N}]/gu, '').length >= 2 ? `${phrase(text)}*` : phrase(text));

/**
 * An FTS5 MATCH expression: every word quoted, all required, the last one also as a prefix (it may still be being
 * typed). Null: no words.
 */
export function matchExpression(query: string): string | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? prefixOf(word.folded) : phrase(word.folded))).join(' AND ');
}

/** The whole MATCH of a search: its words (null without any) and the filters the index holds as words. */
export function searchMatch(query: string, filters: TokenFilters): { words: string | null; match: string | null } {
  const words = matchExpression(query);
  const match = [words, filterMatch(filters)].filter(Boolean).join(' AND ');
  return { words, match: match || null };
}
