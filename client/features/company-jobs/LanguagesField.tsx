import { maxJobLanguages } from '../../../worker/features/jobs/jobs.schemas';
import { Spinner } from '../../components/ui/Spinner';
import { m } from '../../paraglide/messages';
import { useLookup } from '../lookups/useLookup';

interface Props {
  value: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
}

/** The languages a candidate should speak: checkboxes (any number up to the limit), keyboard- and reader-friendly. */
export function LanguagesField({ value, onChange, error }: Props) {
  const languages = useLookup('languages');
  const chosen = new Set(value);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{m.cj_field_languages()}</legend>
      {languages.isLoading ? (
        <Spinner label={m.loading()} />
      ) : (
        <ul className="grid max-h-48 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-3">
          {languages.options.map((option) => {
            const id = Number(option.value);
            const checked = chosen.has(id);
            return (
              <li key={id}>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={checked}
                    disabled={!checked && value.length >= maxJobLanguages}
                    aria-invalid={Boolean(error)}
                    onChange={() => onChange(checked ? value.filter((item) => item !== id) : [...value, id])}
                  />
                  {option.label}
                </label>
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
