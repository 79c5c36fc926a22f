import { sql, type SQL } from 'drizzle-orm';

/**
 * A prefix phrase of one token, as search-query.ts writes the last word (`"erbil"*`). Phrases of several tokens, or
 * with characters the tokenizer would fold or split on, are left as they are.
 */
const singleTokenPrefix = /"([\p{L}\p{N}+#]+)"\*/gu;
/**
 * Prefixes of 2 to 4 letters are read from the FTS table's own prefix index (`prefix='2 3 4'`,
 * drizzle/0020_search-prefix-4.sql) as one doclist, with nothing to merge: looking their words up would only cost
 * (0.3–0.5 ms a statement).
 */
const mergedPrefixLength = 5;

/**
 * The MATCH operand of a search: its expression, with every one-token prefix phrase whose prefix starts exactly one
 * word of the index replaced by that word (`"erbil"*` → `"erbil"`, `"sula"*` → `"sulaymaniyah"`), decided in the
 * statement itself from `jobs_fts_instances`.
 *
 * Why: past the prefix index's 2 to 4 letters, FTS5 merges the doclists of all of a prefix's words into one buffer
 * before it returns a row, and bm25 merges them again to count the phrase's documents (its IDF), while the word
 * itself is read in place. With one word under the prefix, the phrase matches the same rows with the same instances,
 * so bm25 gives the same score, bit for bit: nothing about the results changes, only the two merges go. A prefix
 * with two words or more keeps its star: their OR would give each word its own IDF, a different ranking.
 *
 * The 'instance' vocabulary is read lazily (one seek for the first word at or after the prefix, one for the word after
 * it), unlike the 'row' one, which counts every posting of each word it passes. Its iterator skips words whose rows
 * were all deleted. A word of the index can only start with the prefix if the prefix is already in the tokenizer's
 * folded form (lower case, no diacritics), so a prefix the tokenizer would change finds no word and keeps its star.
 */
export function matchOperand(match: string): SQL {
  const parts: SQL[] = [];
  let at = 0;
  for (const found of match.matchAll(singleTokenPrefix)) {
    const [phrase, prefix] = found;
    if (prefix === undefined || [...prefix].length < mergedPrefixLength) continue;
    if (found.index > at) parts.push(sql`${match.slice(at, found.index)}`);
    // `first`: the first word at or after the prefix; it is the only one under the prefix when the word after it
    // (the first at or after `first` + U+0001, as no word holds control characters) does not start with the prefix.
    const length = [...prefix].length;
    parts.push(sql`(select case when substr(first, 1, ${length}) = ${prefix}
        and substr(coalesce((select term from jobs_fts_instances where term >= first || char(1) limit 1), ''), 1, ${length}) <> ${prefix}
        then '"' || first || '"' else ${phrase} end
      from (select (select term from jobs_fts_instances where term >= ${prefix} limit 1) as first))`);
    at = found.index + phrase.length;
  }
  if (parts.length === 0) return sql`${match}`;
  if (at < match.length) parts.push(sql`${match.slice(at)}`);
  return sql`(${sql.join(parts, sql` || `)})`;
}
