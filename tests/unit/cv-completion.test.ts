import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completedSections, cvState, requiredDone } from '../../worker/features/cvs/completion';
import { cvSections, optionalSections, recommendedSections } from '../../worker/features/cvs/cvs.schemas';
import { monthsBetween } from '../../worker/shared/work-months';

const counts = fc.record({
  personal: fc.boolean(),
  education: fc.nat(3),
  languages: fc.nat(3),
  skills: fc.nat(3),
  work: fc.nat(3),
  references: fc.nat(3),
  awards: fc.nat(3),
  additional: fc.nat(3),
});

describe('CV completion', () => {
  it('counts a section once it has an item, in the order of the menu', () => {
    fc.assert(
      fc.property(counts, (value) => {
        const done = completedSections(value);
        expect(done).toEqual(cvSections.filter((section) => done.includes(section)));
        expect(done.includes('personal_information')).toBe(value.personal);
        expect(done.includes('skills')).toBe(value.skills > 0);
      }),
    );
  });

  it('needs the four recommended sections and any one optional section to Create', () => {
    expect(requiredDone([...recommendedSections])).toBe(4);
    for (const optional of optionalSections) expect(requiredDone([...recommendedSections, optional])).toBe(5);
    expect(requiredDone([...optionalSections])).toBe(1);
    fc.assert(
      fc.property(fc.subarray([...cvSections]), (sections) => {
        expect(requiredDone(sections)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('calls a CV without a file a draft below three completed sections (docs/product.md#cv-sections-and-completion)', () => {
    expect(cvState(false, 0)).toBe('draft');
    expect(cvState(false, 2)).toBe('draft');
    expect(cvState(false, 3)).toBe('complete');
    expect(cvState(true, 0)).toBe('uploaded');
  });

  it('counts the months of a job, both ends included', () => {
    expect(monthsBetween('2019-03-01', '2021-08-01')).toBe(30);
    expect(monthsBetween('2024-01-01', '2024-01-01')).toBe(1);
    expect(monthsBetween('2024-05-01', '2024-01-01')).toBe(1);
  });
});
