import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTRPC } from '../lib/trpc';
import { m } from '../paraglide/messages';
import { Spinner } from './ui/Spinner';
import { TextField } from './ui/TextField';

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

interface Props {
  /** Skills already chosen: not offered again. */
  chosenIds: ReadonlySet<number>;
  onPick: (skill: { id: number; name: string }) => void;
  disabled?: boolean;
  label?: string;
  /**
   * Shown under the results: what the search was (`term`, trimmed; `results` once it answered) and a way to pick a
   * skill as the results do. The job editor offers there to ask for a skill the list lacks.
   */
  footer?: (search: {
    term: string;
    results: ReadonlyArray<{ id: number; name: string }> | undefined;
    pick: (skill: { id: number; name: string }) => void;
  }) => ReactNode;
}

/**
 * Search-as-you-type over the skills lookup in all three languages ("Excel" is found from a Kurdish page): the CV
 * maker's skills and a job's required skills pick from the same list, so they match by id.
 */
export function SkillSearch({ chosenIds, onPick, disabled = false, label = m.cv_skill_search(), footer }: Props) {
  const trpc = useTRPC();
  const resultsId = useId();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 250);
  const results = useQuery(trpc.lookups.skills.queryOptions({ search: term, limit: 12 }, { enabled: term.length > 0, staleTime: 60_000 }));
  const options = (results.data ?? []).filter((skill) => !chosenIds.has(skill.id));
  const pick = (skill: { id: number; name: string }) => {
    onPick(skill);
    setSearch('');
  };

  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        type="search"
        value={search}
        autoComplete="off"
        aria-controls={resultsId}
        onChange={(event) => setSearch(event.target.value)}
        maxLength={64}
      />
      <div id={resultsId} aria-live="polite">
        {results.isFetching && <Spinner label={m.loading()} />}
        {term && results.isSuccess && options.length === 0 && <p className="text-sm text-slate-600">{m.cv_skill_none()}</p>}
        {options.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={m.cv_skill_results()}>
            {options.map((skill) => (
              <li key={skill.id}>
                <button
                  type="button"
                  className="min-h-9 rounded-full border border-slate-300 bg-white px-3 text-sm hover:border-brand-600 hover:bg-brand-50"
                  disabled={disabled}
                  onClick={() => pick(skill)}
                >
                  + {skill.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {footer?.({ term, results: term && results.isSuccess ? results.data : undefined, pick })}
    </div>
  );
}
