import { useQuery } from '@tanstack/react-query';
import type { LookupName } from '../../worker/features/lookups/lookups.schemas';
import type { SelectOption } from '../components/ui/SelectField';
import { lookupQuery } from './lookup-query';

/** A lookup from the server, in the interface language, ready for a select. */
export function useLookup(name: LookupName) {
  const query = useQuery(lookupQuery(name));
  const options: SelectOption[] = (query.data ?? []).map((item) => ({ value: item.id, label: item.name }));
  return { options, isLoading: query.isLoading, isError: query.isError };
}
