import { type CvSection, draftBelowCompleted, optionalSections, recommendedSections, requiredForCreate } from './cvs.schemas';

export interface SectionCounts {
  personal: boolean;
  education: number;
  languages: number;
  skills: number;
  work: number;
  references: number;
  awards: number;
  additional: number;
}

/** Which of the eight sections are complete: personal information when filled in, a list when it has an item. */
export function completedSections(counts: SectionCounts): CvSection[] {
  const done: Record<CvSection, boolean> = {
    personal_information: counts.personal,
    education: counts.education > 0,
    languages: counts.languages > 0,
    skills: counts.skills > 0,
    work_experience: counts.work > 0,
    references: counts.references > 0,
    awards: counts.awards > 0,
    additional: counts.additional > 0,
  };
  return (Object.keys(done) as CvSection[]).filter((section) => done[section]);
}

/** The five items Create needs: the four recommended sections, and one optional section of any kind. */
export function requiredDone(sections: readonly CvSection[]): number {
  const recommended = recommendedSections.filter((section) => sections.includes(section)).length;
  const anyOptional = optionalSections.some((section) => sections.includes(section)) ? 1 : 0;
  return Math.min(recommended + anyOptional, requiredForCreate);
}

export function cvState(hasFile: boolean, completedCount: number): 'draft' | 'complete' | 'uploaded' {
  if (hasFile) return 'uploaded';
  return completedCount < draftBelowCompleted ? 'draft' : 'complete';
}
