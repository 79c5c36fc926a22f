import type { Deps, Locale } from '../../ports';
import { lookupsRepo } from './lookups.repo';
import type { LookupItem, LookupName, SkillSearch } from './lookups.schemas';

export function lookupsService(deps: Pick<Deps, 'db'>) {
  const repo = lookupsRepo(deps.db);
  return {
    list: (name: LookupName, locale: Locale): Promise<LookupItem[]> => repo.list(name, locale),
    /**
     * Checks ids chosen from lookups before they are stored; a missing one answers as a validation error on its
     * field, with the field's own message key.
     */
    namesOf: (name: LookupName | 'skills', ids: readonly number[], locale: Locale) => repo.namesOf(name, ids, locale),
    async requireIds(choices: ReadonlyArray<{ field: string; lookup: LookupName | 'skills'; id: number | undefined; messageKey: string }>) {
      const missing: Record<string, string> = {};
      for (const choice of choices) {
        if (choice.id !== undefined && !(await repo.exists(choice.lookup, choice.id))) missing[choice.field] = choice.messageKey;
      }
      return missing;
    },
    searchSkills: ({ search, limit }: SkillSearch, locale: Locale): Promise<LookupItem[]> => repo.searchSkills(search, locale, limit),
  };
}
