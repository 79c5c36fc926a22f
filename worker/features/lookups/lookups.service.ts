import type { Deps, Locale } from '../../ports';
import { lookupsRepo } from './lookups.repo';
import type { LookupItem, LookupName, SkillSearch } from './lookups.schemas';

export function lookupsService(deps: Pick<Deps, 'db'>) {
  const repo = lookupsRepo(deps.db);
  return {
    list: (name: LookupName, locale: Locale): Promise<LookupItem[]> => repo.list(name, locale),
    searchSkills: ({ search, limit }: SkillSearch, locale: Locale): Promise<LookupItem[]> =>
      repo.searchSkills(search, locale, limit),
  };
}
