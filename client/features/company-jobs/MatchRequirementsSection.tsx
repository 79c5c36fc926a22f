import { experienceScopes, maxJobSkills } from '../../../worker/features/matching/match.schemas';
import { SkillSearch } from '../../components/SkillSearch';
import { SelectField } from '../../components/ui/SelectField';
import { numericInput, TextField } from '../../components/ui/TextField';
import { useLookup } from '../../lib/useLookup';
import { m } from '../../paraglide/messages';
import type { MatchDraft } from './match-draft';
import { SkillRequestField } from './SkillRequestField';

interface Props {
  value: MatchDraft;
  onChange: (next: MatchDraft) => void;
  /** The server's message for a path of the body (`skills`, `min_degree_id`, …). */
  errorAt: (path: string) => string | undefined;
  /** The saved job, which a skill request names. */
  jobId?: number | undefined;
}

const scopeLabel = { any: m.cj_experience_anywhere, position: m.cj_experience_in_position, sector: m.cj_experience_in_sector } as const;

/**
 * Who the job is for, in terms both sides state the same way: skills from the lookup (each a must-have or nice to
 * have), a minimum degree, years of experience and whether other cities are welcome. Seekers see how they match.
 */
export function MatchRequirementsSection({ value, onChange, errorAt, jobId }: Props) {
  const degrees = useLookup('degrees');
  const set = (changes: Partial<MatchDraft>) => onChange({ ...value, ...changes });
  const skillsError = errorAt('skills');

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{m.cj_field_skills()}</legend>
        <p className="text-xs text-slate-600">{m.cj_skills_hint()}</p>
        {value.skills.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label={m.cj_skills_chosen()}>
            {value.skills.map((skill) => (
              <li key={skill.skill_id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 px-3 py-1">
                <span id={`skill-${skill.skill_id}-name`} className="font-medium">
                  {skill.name}
                </span>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    // Named "<skill> must-have": with several skills, "must-have" alone would not say which.
                    aria-labelledby={`skill-${skill.skill_id}-name skill-${skill.skill_id}-must`}
                    className="size-5 accent-brand-700"
                    checked={skill.must}
                    onChange={(event) =>
                      set({ skills: value.skills.map((other) => (other.skill_id === skill.skill_id ? { ...other, must: event.target.checked } : other)) })
                    }
                  />
                  <span id={`skill-${skill.skill_id}-must`}>{m.cj_skill_must()}</span>
                </label>
                <button
                  type="button"
                  className="ms-auto grid size-11 place-items-center rounded-full hover:bg-slate-100"
                  aria-label={m.cv_skill_remove({ name: skill.name })}
                  onClick={() => set({ skills: value.skills.filter((other) => other.skill_id !== skill.skill_id) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <SkillSearch
          label={m.cj_skill_add()}
          chosenIds={new Set(value.skills.map((skill) => skill.skill_id))}
          disabled={value.skills.length >= maxJobSkills}
          onPick={(skill) => set({ skills: [...value.skills, { skill_id: skill.id, name: skill.name, must: true }] })}
          footer={(search) => (
            <SkillRequestField
              {...search}
              jobId={jobId}
              chosenIds={new Set(value.skills.map((skill) => skill.skill_id))}
              full={value.skills.length >= maxJobSkills}
            />
          )}
        />
        {skillsError && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {skillsError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={m.cj_field_min_degree()}
          placeholder={m.cj_min_degree_none()}
          options={degrees.options}
          loading={degrees.isLoading}
          value={value.min_degree_id}
          error={errorAt('min_degree_id')}
          onChange={(event) => set({ min_degree_id: event.target.value })}
        />
        <TextField
          label={m.cj_field_min_experience()}
          hint={m.cj_min_experience_hint()}
          {...numericInput}
          value={value.min_experience_years}
          error={errorAt('min_experience_years')}
          onChange={(event) => set({ min_experience_years: event.target.value })}
        />
        {value.min_experience_years.trim() !== '' && (
          <SelectField
            label={m.cj_field_experience_scope()}
            options={experienceScopes.map((scope) => ({ value: scope, label: scopeLabel[scope]() }))}
            value={value.experience_scope}
            onChange={(event) => set({ experience_scope: event.target.value as MatchDraft['experience_scope'] })}
          />
        )}
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={value.relocation_considered}
          onChange={(event) => set({ relocation_considered: event.target.checked })}
        />
        {m.cj_relocation_considered()}
      </label>
    </div>
  );
}
