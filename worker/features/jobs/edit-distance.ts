/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, the commonest typo) between two
 * words, by code point; null as soon as it must exceed `limit`, so scanning a vocabulary stays cheap.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number | null {
  const left = [...a];
  const right = [...b];
  if (Math.abs(left.length - right.length) > limit) return null;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? Infinity) + 1, (current[j - 1] ?? Infinity) + 1, (previous[j - 1] ?? Infinity) + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) value = Math.min(value, (beforePrevious[j - 2] ?? Infinity) + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return null;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[right.length] ?? Infinity;
  return distance <= limit ? distance : null;
}
