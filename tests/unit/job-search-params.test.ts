import { describe, expect, it } from 'vitest';
import { hasFilters, maxRememberedPages, readJobFilters, searchInputOf } from '../../client/features/jobs/search-params';
import { jobSearchSchema } from '../../worker/features/jobs/jobs.schemas';

/** /explore-jobs reads its address without zod; what it reads must be what the server's schema accepts. */
describe('readJobFilters (the search in the address of /explore-jobs)', () => {
  it('reads a shared search as the router parses it (numbers, arrays, words)', () => {
    const filters = readJobFilters({
      q: 'ئه‌ندازياري',
      city: [2, '5', 2],
      job_type: 3,
      sector: '4',
      workplace: 'remote',
      experience: 'senior',
      salary_min: 750000,
      currency: 'IQD',
      posted: '7d',
      sort: 'newest',
      pages: 3,
    });
    expect(filters).toEqual({
      q: 'ئه‌ندازياري',
      city: [2, 5],
      job_type: 3,
      sector: 4,
      position: undefined,
      workplace: 'remote',
      experience: 'senior',
      salary_min: 750000,
      currency: 'IQD',
      posted: '7d',
      sort: 'newest',
      pages: 3,
    });
    expect(jobSearchSchema.safeParse(searchInputOf(filters)).success).toBe(true);
  });

  it('drops what a hand-edited address gets wrong instead of failing the page', () => {
    const filters = readJobFilters({ q: '   ', city: ['x', -1, 0], job_type: 1.5, workplace: 'moon', posted: '2d', sort: 'random', pages: 'many' });
    expect(filters).toEqual(readJobFilters({}));
    expect(hasFilters(filters)).toBe(false);
    expect(jobSearchSchema.safeParse(searchInputOf(filters)).success).toBe(true);
  });

  it('keeps an amount only with its currency, and a currency only with an amount (the server needs both)', () => {
    expect(readJobFilters({ salary_min: 500 })).toMatchObject({ salary_min: undefined, currency: undefined });
    expect(readJobFilters({ currency: 'USD' })).toMatchObject({ salary_min: undefined, currency: undefined });
    const both = readJobFilters({ salary_min: '500', currency: 'USD' });
    expect(both).toMatchObject({ salary_min: 500, currency: 'USD' });
    expect(hasFilters(both)).toBe(true);
  });

  it('reads one city (older links) as a list, and caps the remembered pages', () => {
    expect(readJobFilters({ city: 7 }).city).toEqual([7]);
    expect(readJobFilters({ pages: 1 }).pages).toBeUndefined();
    expect(readJobFilters({ pages: 500 }).pages).toBe(maxRememberedPages);
  });

  it('caps the words at the server\'s 500 characters', () => {
    const filters = readJobFilters({ q: 'ک'.repeat(600) });
    expect(filters.q).toHaveLength(500);
    expect(jobSearchSchema.safeParse(searchInputOf(filters)).success).toBe(true);
  });
});
