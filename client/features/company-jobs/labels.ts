import type { SelectOption } from '../../components/ui/SelectField';
import { experienceLevels, jobLanguages, workplaces } from '../../../worker/features/jobs/jobs.schemas';
import { m } from '../../paraglide/messages';

export type Workplace = (typeof workplaces)[number];
export type ExperienceLevel = (typeof experienceLevels)[number];
export type JobLanguage = (typeof jobLanguages)[number];

const workplaceLabels: Record<Workplace, () => string> = {
  on_site: () => m.cj_workplace_on_site(),
  remote: () => m.cj_workplace_remote(),
  hybrid: () => m.cj_workplace_hybrid(),
};

const experienceLabels: Record<ExperienceLevel, () => string> = {
  internship: () => m.cj_experience_internship(),
  entry: () => m.cj_experience_entry(),
  mid: () => m.cj_experience_mid(),
  senior: () => m.cj_experience_senior(),
  manager: () => m.cj_experience_manager(),
};

const languageLabels: Record<JobLanguage, () => string> = {
  en: () => m.language_english(),
  ckb: () => m.language_kurdish(),
  ar: () => m.language_arabic(),
};

export const workplaceLabel = (value: Workplace) => workplaceLabels[value]();
export const experienceLabel = (value: ExperienceLevel) => experienceLabels[value]();
export const jobLanguageLabel = (value: JobLanguage) => languageLabels[value]();

export const workplaceOptions = (): SelectOption[] => workplaces.map((value) => ({ value, label: workplaceLabel(value) }));
export const experienceOptions = (): SelectOption[] => experienceLevels.map((value) => ({ value, label: experienceLabel(value) }));
export const jobLanguageOptions = (): SelectOption[] => jobLanguages.map((value) => ({ value, label: jobLanguageLabel(value) }));
