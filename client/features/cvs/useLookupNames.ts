import type { LookupName } from '../../../worker/features/lookups/lookups.schemas';
import { useLookup } from '../../lib/useLookup';
import type { LookupNames } from './local-cv';

const lookupNames: readonly LookupName[] = ['institutions', 'cities', 'degrees', 'languages', 'additional_types', 'positions', 'sectors'];

/** The names of the lookups a CV's items point at, for a CV kept in the page (import review, edits held offline). */
export function useLookupNames(): LookupNames {
  const lists = [
    useLookup('institutions'),
    useLookup('cities'),
    useLookup('degrees'),
    useLookup('languages'),
    useLookup('additional_types'),
    useLookup('positions'),
    useLookup('sectors'),
  ];
  return (lookup, id) => lists[lookupNames.indexOf(lookup)]?.options.find((option) => option.value === id)?.label ?? '';
}
