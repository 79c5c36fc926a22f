import type { Named } from '../../../worker/features/jobs/jobs.schemas';
import { directionOf, type Locale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { StepMessage } from './WizardFrame';

export interface RequirementsStepProps {
  requirements: readonly Named[];
  /** The posting's language: requirements are written in it. */
  language: Locale;
  ticked: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  error: string | undefined;
  disabled: boolean;
}

/** Step 3 of the signed-in wizard: the job's requirements the seeker meets (at least one). */
export function RequirementsStep({ requirements, language, ticked, onToggle, error, disabled }: RequirementsStepProps) {
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm text-slate-700">{m.apply_requirements_intro()}</legend>
        {requirements.map((requirement) => (
          <label
            key={requirement.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              checked={ticked.includes(requirement.id)}
              disabled={disabled}
              onChange={(event) => onToggle(requirement.id, event.target.checked)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span lang={language} dir={directionOf(language)} className="text-sm text-slate-900">
              {requirement.name}
            </span>
          </label>
        ))}
      </fieldset>
      <StepMessage text={error} />
    </div>
  );
}
