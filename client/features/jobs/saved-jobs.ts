import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { JobCard } from '../../../worker/features/jobs/jobs.schemas';
import { useToast } from '../../components/ui/Toast';
import { jobQueries, type SavedJob, saveJob } from './job-procedures';
import { useSession } from '../../lib/session';
import { markInstallMoment } from '../../lib/install-moment';

const savedPageSize = 50;

/** The seeker's saved jobs, newest first, a page at a time; nobody else has any (the query does not run). */
export function useSavedJobs() {
  const { user } = useSession();
  // Not the placeholder of an unsigned apply: the server refuses it everything but that application (issue 23).
  const isSeeker = user?.type === 'account' && user.email_verified;
  const query = useInfiniteQuery({ ...jobQueries.savedJobs({ limit: savedPageSize }), enabled: isSeeker, staleTime: 60_000 });
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  return { query, jobs, isSeeker };
}

/**
 * Saving and unsaving with the heart: the saved list changes at once (every heart and the dashboard read it), is
 * put back as it was when the server refuses, and is fetched again afterwards either way. A plain function over the
 * cache rather than a React Query mutation: a visitor's first page does not carry the mutation machinery.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { queryKey } = jobQueries.savedJobs({ limit: savedPageSize });

  const toggle = async (job: JobCard, save: boolean, announce: string | undefined) => {
    await queryClient.cancelQueries({ queryKey });
    const before = queryClient.getQueryData(queryKey);
    queryClient.setQueryData(queryKey, (data) => {
      if (!data) return data;
      const pages = data.pages.map((page) => ({ ...page, jobs: page.jobs.filter((saved) => saved.id !== job.id) }));
      const [first, ...rest] = pages;
      if (!save || !first) return { ...data, pages };
      const added: SavedJob = { ...job, saved_at: new Date().toISOString(), state: 'published', is_open: true };
      return { ...data, pages: [{ ...first, jobs: [added, ...first.jobs] }, ...rest] };
    });
    try {
      await saveJob(job.id, save);
      if (announce) toast.show('success', announce);
      if (save) markInstallMoment();
    } catch (error) {
      queryClient.setQueryData(queryKey, before);
      // The server's texts load only when a save fails: the landing page's cards do not carry them.
      void import('../../lib/server-errors').then(({ problemOf }) => toast.show('error', problemOf(error).text));
    } finally {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  /** `announce`: a confirmation toast once the server has it (a save finished after signing in, unlike a tap on the heart). */
  return { mutate: ({ job, save, announce }: { job: JobCard; save: boolean; announce?: string }) => void toggle(job, save, announce) };
}
