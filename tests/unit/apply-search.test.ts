import { describe, expect, it } from 'vitest';
import { readApplySearch } from '../../client/features/apply/apply-search';
import { wizardLocation } from '../../client/lib/apply-return';

// The wizards keep their step and CV in the address (Back, a refresh, the trip through the CV maker).
describe("the apply wizards' addresses", () => {
  it('reads a step from 1 to 4 (a job with questions and requirements has four) and a CV id, and drops anything else', () => {
    expect(readApplySearch({ step: 2, cv: 7 })).toEqual({ step: 2, cv: 7 });
    expect(readApplySearch({ step: '3', cv: '12' })).toEqual({ step: 3, cv: 12 });
    expect(readApplySearch({ step: 4 }).step).toBe(4);
    for (const step of [0, 5, -1, 'two', null, 1.5]) expect(readApplySearch({ step }).step, String(step)).toBeUndefined();
    expect(readApplySearch({ cv: 'x' }).cv).toBeUndefined();
  });

  it("the CV maker in apply mode hands back to each wizard's CV step, with the CV made", () => {
    expect(wizardLocation({ jobId: 5, guest: false }, 9)).toEqual({ to: '/jobs/$id/apply', params: { id: '5' }, search: { step: 1, cv: 9 } });
    expect(wizardLocation({ jobId: 5, guest: true }, 9)).toEqual({ to: '/jobs/$id/apply-without-account', params: { id: '5' }, search: { step: 2, cv: 9 } });
    expect(wizardLocation({ jobId: 5, guest: false }, undefined).search.cv).toBeUndefined();
  });
});
