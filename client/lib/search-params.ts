/**
 * Readers for a route's search parameters (`validateSearch`). The route definitions load with the first page, so
 * these stay a few lines each rather than a schema library: a value of the wrong shape is dropped (the page then
 * behaves as if it were absent), never an error page for a hand-edited address.
 *
 * The router parses each parameter as JSON when it can, so `?city=3` arrives as the number 3 and `?id=%223%22` as
 * the string "3": both are accepted where a number is meant.
 */

export type SearchInput = Record<string, unknown>;

export function searchText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A positive whole number, such as a lookup or CV id. */
export function searchId(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** The open conversation of a messages page (`?thread=12`). */
export const readThreadSearch = (search: SearchInput): { thread?: number | undefined } => ({ thread: searchId(search.thread) });

/** One of a fixed set of words. */
export function searchChoice<const Choice extends string>(choices: readonly Choice[], value: unknown): Choice | undefined {
  return choices.find((choice) => choice === value);
}
