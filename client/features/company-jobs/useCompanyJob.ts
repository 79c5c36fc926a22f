import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { useQueryProblem } from '../../lib/company-problem';

/** One of the company's postings by id (another company's answers 404, shown as not found). */
export function useCompanyJob(id: number) {
  const trpc = useTRPC();
  const query = useQuery(trpc.jobs.company.get.queryOptions({ id }, { retry: false }));
  const problem = useQueryProblem(query.error);
  return { job: query.data, isLoading: query.isLoading, problem };
}
