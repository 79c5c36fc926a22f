import { useQuery } from '@tanstack/react-query';
import type { LookupName } from '../../../worker/features/lookups/lookups.schemas';
import type { SelectOption } from '../../components/ui/SelectField';
import { useTRPC } from '../../lib/trpc';

/** A lookup from the server, in the interface language, ready for a select. */
export function useLookup(name: LookupName) {
  const trpc = useTRPC();
  const query = useQuery(trpc.lookups.list.queryOptions({ name }, { staleTime: 5 * 60_000 }));
  const options: SelectOption[] = (query.data ?? []).map((item) => ({ value: item.id, label: item.name }));
  return { options, isLoading: query.isLoading, isError: query.isError };
}
