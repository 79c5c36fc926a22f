import type { CvDetail, CvSection } from '../../../worker/features/cvs/cvs.schemas';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { sectionLabel } from '../../lib/cv-labels';
import { m } from '../../paraglide/messages';
import type { SubmitOpenForm } from './maker-common';
import { AdditionalSection } from './AdditionalSection';
import { AwardsSection } from './AwardsSection';
import { EducationSection } from './EducationSection';
import { LanguagesSection } from './LanguagesSection';
import { PersonalInfoSection } from './PersonalInfoSection';
import { ReferencesSection } from './ReferencesSection';
import { SkillsSection } from './SkillsSection';
import { WorkSection } from './WorkSection';

/** One section of a CV with its form: in the maker one at a time, in the import review all of them. */
export function SectionContent({
  section,
  cv,
  register,
  onCreated,
  onNeedPersonal,
  startEditing = false,
}: {
  section: CvSection;
  cv: CvDetail | undefined;
  register: (submit: SubmitOpenForm | null) => void;
  onCreated: (id: number) => void;
  onNeedPersonal: () => void;
  /** Open the personal information's form at once (the review, when it lacks something). */
  startEditing?: boolean;
}) {
  if (section === 'personal_information') return <PersonalInfoSection cv={cv} register={register} onCreated={onCreated} startEditing={startEditing} />;
  if (!cv) {
    return (
      <EmptyState
        title={sectionLabel(section)}
        description={m.cv_personal_first()}
        action={<Button onClick={onNeedPersonal}>{m.cv_section_personal()}</Button>}
      />
    );
  }
  switch (section) {
    case 'education':
      return <EducationSection cv={cv} register={register} />;
    case 'languages':
      return <LanguagesSection cv={cv} register={register} />;
    case 'skills':
      return <SkillsSection cv={cv} register={register} />;
    case 'work_experience':
      return <WorkSection cv={cv} register={register} />;
    case 'references':
      return <ReferencesSection cv={cv} register={register} />;
    case 'awards':
      return <AwardsSection cv={cv} register={register} />;
    case 'additional':
      return <AdditionalSection cv={cv} register={register} />;
  }
}
