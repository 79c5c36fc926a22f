import { describe, expect, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';
import { matchLookupTexts } from '../../worker/features/lookups/lookup-match';

/** docs/product.md#cv-import: the texts of an imported file matched to the lookups, in any of the three languages. */
const ids = (texts: string[], items: Parameters<typeof matchLookupTexts>[1]) => matchLookupTexts(texts, items).map((item) => item?.id ?? null);

describe('matching imported text to a lookup', () => {
  it('finds a city in any language and as people type it, inside a longer place', () => {
    expect(ids(['Erbil', 'هەولێر', 'أربيل', 'Erbil, Kurdistan Region', 'ئەربیل', 'اربيل - عنكاوة'], lookupSeed.cities)).toEqual([1, 1, 1, 1, null, 1]);
  });

  it('tells skills that fold to the same letters apart by their spelling, and prefers the longest name inside a text', () => {
    expect(ids(['C++', 'C#', 'Microsoft Excel 2019', 'javascript', 'Java'], lookupSeed.skills)).toEqual([6, 5, 39, 1, 4]);
    expect(ids(['ژمێریاری', 'المحاسبة', 'Accounting'], lookupSeed.skills)).toEqual([47, 47, 47]);
  });

  it('reads a short name as the first listed one that holds it, and guesses no further', () => {
    expect(ids(['Kurdish', 'کوردی', 'Arabic', 'عەرەبی', 'Klingon'], lookupSeed.languages)).toEqual([1, 1, 4, 4, null]);
    expect(ids(['Bachelor', 'بەکالۆریۆس', 'بكالوريوس', 'xy'], lookupSeed.degrees)).toEqual([4, 4, 4, null]);
  });

  it('matches an institution written whole or with the city the name carries', () => {
    expect(ids(['University of Sulaimani', 'زانکۆی سلێمانی', 'جامعة السليمانية', 'Salahaddin University-Erbil'], lookupSeed.institutions)).toEqual([
      1, 1, 1, 2,
    ]);
  });

  it('answers null for empty text and keeps the order of the texts sent', () => {
    expect(ids(['', '  ', 'Python', '—'], lookupSeed.skills)).toEqual([null, null, 3, null]);
  });
});
