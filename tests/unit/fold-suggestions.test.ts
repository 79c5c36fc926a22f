import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from '../../worker/features/jobs/edit-distance';
import { fold } from '../../worker/shared/fold';
import { suggestionsFor } from '../../worker/features/jobs/suggestions';

describe('editDistanceWithin', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours, by code point', () => {
    expect(editDistanceWithin('engineer', 'engineer', 2)).toBe(0);
    expect(editDistanceWithin('enginer', 'engineer', 2)).toBe(1);
    expect(editDistanceWithin('egnineer', 'engineer', 2)).toBe(1);
    expect(editDistanceWithin('enginr', 'engineer', 2)).toBe(2);
    expect(editDistanceWithin('هەولیرر', 'هەولیر', 1)).toBe(1);
    expect(editDistanceWithin('abc', 'xyz', 2)).toBeNull();
    // هولير for هەولێر: once folded, the vowel an Arabic keyboard cannot type is one insertion.
    expect(editDistanceWithin(fold('هولير'), fold('هەولێر'), 1)).toBe(1);
  });

  it('agrees with itself both ways and never exceeds its limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 3 }), (a, b, limit) => {
        const distance = editDistanceWithin(a, b, limit);
        expect(distance).toBe(editDistanceWithin(b, a, limit));
        if (distance !== null) expect(distance).toBeLessThanOrEqual(limit);
        if (a === b) expect(distance).toBe(0);
      }),
    );
  });
});

describe('suggestionsFor', () => {
  /** An index of these words, each held by a job whose text is `texts[word]` (or nothing that spells it). */
  const vocabulary = (words: Record<string, number>, texts: Record<string, string> = {}) => ({
    termExists: async (word: string) => word in words,
    vocabularyNear: async () => Object.entries(words).map(([term, doc]) => ({ term, doc })),
    textsHolding: async (terms: readonly string[]) => terms.map((term) => ({ term, text: texts[term] ?? '' })),
  });

  it('replaces only the words the index lacks, nearest and most common first', async () => {
    const index = vocabulary({ engineer: 50, engineers: 3, civil: 20, erbil: 90 });
    expect(await suggestionsFor('civil enginer', index)).toEqual(['civil engineer', 'civil engineers']);
    expect(await suggestionsFor('Erbil', index)).toEqual([]);
    expect(await suggestionsFor('zzzz', index)).toEqual([]);
  });

  it('never offers the index words that stand for filters', async () => {
    expect(await suggestionsFor('zzc2', vocabulary({ zzc1: 500, zzc12: 40 }))).toEqual([]);
  });

  it('folds the query first, so Arabic-keyboard spellings meet the index, and offers words as the jobs write them', async () => {
    expect(await suggestionsFor('مهندز', vocabulary({ [fold('مهندس')]: 10 }, { [fold('مهندس')]: 'مهندس مدني' }))).toEqual(['مهندس']);
    const erbil = fold('هەولێر');
    expect(await suggestionsFor('كار هولير', vocabulary({ [erbil]: 90, کار: 40 }, { [erbil]: 'Erbil\nهەولێر\nأربيل' }))).toEqual(['كار هەولێر']);
    // A word no job spells any more (a stale copy of the words) is offered folded: still a search that works.
    expect(await suggestionsFor('هولير', vocabulary({ [erbil]: 90 }))).toEqual([erbil]);
  });
});
