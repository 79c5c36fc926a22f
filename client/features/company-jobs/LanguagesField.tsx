import { maxJobLanguages } from '../../../worker/features/jobs/jobs.schemas';
import { type JobLanguageLevel, jobLanguageLevels } from '../../../worker/features/matching/match.schemas';
import { Spinner } from '../../components/ui/Spinner';
import { controlClass } from '../../components/ui/Field';
import { levelLabel } from '../../lib/cv-labels';
import { useLookup } from '../../lib/useLookup';
import { m } from '../../paraglide/messages';

export type LanguageRequirement = { language_id: number; min_level: JobLanguageLevel };

interface Props {
  value: LanguageRequirement[];
  onChange: (languages: LanguageRequirement[]) => void;
  error: string | undefined;
}

/**
 * The languages a candidate should speak, each with the least level the job needs (the CV's own levels, up to
 * fluent): checkboxes up to the limit, and a level beside each one ticked. Keyboard- and reader-friendly.
 */
export function LanguagesField({ value, onChange, error }: Props) {
  const languages = useLookup('languages');
  const levelOf = new Map(value.map((language) => [language.language_id, language.min_level]));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{m.cj_field_languages_levels()}</legend>
      {languages.isLoading ? (
        <Spinner label={m.loading()} />
      ) : (
        <ul className="grid max-h-72 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
          {languages.options.map((option) => {
            const id = Number(option.value);
            const level = levelOf.get(id);
            return (
              <li key={id} className="flex flex-wrap items-center gap-2">
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={level !== undefined}
                    disabled={level === undefined && value.length >= maxJobLanguages}
                    aria-invalid={Boolean(error)}
                    onChange={() =>
                      onChange(
                        level !== undefined ? value.filter((item) => item.language_id !== id) : [...value, { language_id: id, min_level: 'intermediate' }],
                      )
                    }
                  />
                  {option.label}
                </label>
                {level !== undefined && (
                  <select
                    aria-label={m.cj_language_level_for({ language: option.label })}
                    className={`${controlClass} ms-auto w-auto`}
                    value={level}
                    onChange={(event) =>
                      onChange(value.map((item) => (item.language_id === id ? { ...item, min_level: event.target.value as JobLanguageLevel } : item)))
                    }
                  >
                    {jobLanguageLevels.map((choice) => (
                      <option key={choice} value={choice}>
                        {levelLabel(choice)}
                      </option>
                    ))}
                  </select>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
