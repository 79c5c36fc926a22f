import type { Deps, Locale } from '../../ports';
import { lookupsRepo } from './lookups.repo';
import { matchLookupTexts } from './lookup-match';
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
    /**
     * The item each text names, in any of the three languages and as people type them (docs/product.md#cv-import),
     * or null; names in the reader's language.
     */
    async matchTexts(name: LookupName | 'skills', texts: readonly string[], locale: Locale): Promise<Array<LookupItem | null>> {
      if (texts.length === 0) return [];
      const items = await repo.allNames(name);
      return matchLookupTexts(texts, items).map((item) => (item ? { id: item.id, name: item[locale] } : null));
    },
    searchSkills: ({ search, limit }: SkillSearch, locale: Locale): Promise<LookupItem[]> => repo.searchSkills(search, locale, limit),
  };
}
