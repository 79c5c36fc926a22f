import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { TextField } from '../../components/ui/TextField';
import { useToast } from '../../components/ui/Toast';
import { problemOf } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import type { Named } from '../../../worker/features/cvs/cvs.schemas';
import { useInvalidateCvs } from './cv-api';
import { useLocalCvStore } from './cv-store';
import { type RegisterSubmit, useRegisterSubmit } from './maker-common';
import type { SectionProps } from './item-form';

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Skills as chips; a search-as-you-type picker; every change sends the full list of ids (docs/product.md#cv-field-rules). */
export function SkillsSection({ cv, register }: SectionProps & { register: RegisterSubmit }) {
  const trpc = useTRPC();
  const toast = useToast();
  const invalidate = useInvalidateCvs();
  const resultsId = useId();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 250);
  const results = useQuery(trpc.lookups.skills.queryOptions({ search: term, limit: 12 }, { enabled: term.length > 0, staleTime: 60_000 }));
  const setSkills = useMutation(
    trpc.cv.setSkills.mutationOptions({
      onSuccess: () => void invalidate(),
      onError: (error) => toast.show('error', problemOf(error).text),
    }),
  );
  const local = useLocalCvStore();
  // Nothing to submit: skills are saved as they are picked.
  useRegisterSubmit(register, null);

  const chosen = cv.cv_skills;
  const chosenIds = new Set(chosen.map((skill) => skill.id));
  const save = (skills: Named[]) => (local ? local.setSkills(skills) : setSkills.mutate({ cv_id: cv.id, skill_ids: skills.map((skill) => skill.id) }));
  const options = (results.data ?? []).filter((skill) => !chosenIds.has(skill.id));

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">{m.cv_section_skills()}</h2>
      {chosen.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center text-sm text-slate-600">{m.cv_empty_skills()}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={m.cv_skills_chosen()}>
          {chosen.map((skill) => (
            <li key={skill.id} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-800">
              {skill.name}
              <button
                type="button"
                className="grid size-7 place-items-center rounded-full hover:bg-brand-100"
                aria-label={m.cv_skill_remove({ name: skill.name })}
                disabled={setSkills.isPending}
                onClick={() => save(chosen.filter((other) => other.id !== skill.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2">
        <TextField
          label={m.cv_skill_search()}
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
                    disabled={setSkills.isPending}
                    onClick={() => {
                      save([...chosen, skill]);
                      setSearch('');
                    }}
                  >
                    + {skill.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
