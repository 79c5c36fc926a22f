import { useId, useRef, useState } from 'react';
import { maxRequirements, requirementMaxLength } from '../../../worker/features/jobs/jobs.schemas';
import { Button } from '../../components/ui/Button';
import { controlClass } from '../../components/ui/Field';
import { m } from '../../paraglide/messages';

interface Props {
  value: string[];
  onChange: (requirements: string[]) => void;
  error: string | undefined;
}

/**
 * The posting's requirements as a list the company edits in place: a name per line, added from the box below,
 * moved up or down, removed. Enter in the box adds (it never sends the form).
 */
export function RequirementsField({ value, onChange, error }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const addInput = useRef<HTMLInputElement>(null);
  const full = value.length >= maxRequirements;

  const add = () => {
    const name = draft.trim();
    if (!name || full) return;
    onChange([...value, name]);
    setDraft('');
    addInput.current?.focus();
  };
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{m.cj_field_requirements()}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {m.cj_requirements_hint({ max: maxRequirements })}
      </p>
      {value.length > 0 && (
        <ol className="flex flex-col gap-2">
          {value.map((name, index) => (
            // Items are plain text that may repeat while typed: the position is their identity.
            <li key={index} className="flex flex-wrap items-center gap-2">
              <input
                aria-label={m.cj_requirement_n({ n: index + 1 })}
                className={`${controlClass} min-w-0 flex-1 basis-48`}
                maxLength={requirementMaxLength}
                value={name}
                onChange={(event) => onChange(value.map((item, at) => (at === index ? event.target.value : item)))}
              />
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={m.cj_requirement_up({ name })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={m.cj_requirement_down({ name })}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  variant="ghost"
                  className="text-red-700"
                  aria-label={m.cj_requirement_remove({ name })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  {m.cj_remove()}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <label htmlFor={`${id}-new`} className="text-sm text-slate-700">
            {m.cj_requirement_new()}
          </label>
          <input
            ref={addInput}
            id={`${id}-new`}
            className={controlClass}
            maxLength={requirementMaxLength}
            value={draft}
            disabled={full}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={full || draft.trim() === ''}>
          {m.cj_requirement_add()}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
