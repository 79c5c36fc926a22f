import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from '../../worker/features/jobs/edit-distance';
import { suggestionsFor } from '../../worker/features/jobs/suggestions';

describe('editDistanceWithin', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours, by code point', () => {
    expect(editDistanceWithin('engineer', 'engineer', 2)).toBe(0);
    expect(editDistanceWithin('enginer', 'engineer', 2)).toBe(1);
    expect(editDistanceWithin('egnineer', 'engineer', 2)).toBe(1);
    expect(editDistanceWithin('enginr', 'engineer', 2)).toBe(2);
    expect(editDistanceWithin('هەولیرر', 'هەولیر', 1)).toBe(1);
    expect(editDistanceWithin('abc', 'xyz', 2)).toBeNull();
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
  const vocabulary = (words: Record<string, number>) => ({
    termExists: async (word: string) => word in words,
    vocabularyNear: async () => Object.entries(words).map(([term, doc]) => ({ term, doc })),
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

  it('folds the query first, so Arabic-keyboard spellings meet the index', async () => {
    expect(await suggestionsFor('مهندز', vocabulary({ مهندس: 10 }))).toEqual(['مهندس']);
  });
});
