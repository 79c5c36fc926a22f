import type { JobCard } from '../../../worker/features/jobs/jobs.schemas';
import { useSavedJobs, useToggleSaved } from './saved-jobs';
import { Heart } from './SaveJobButton';

/** A job seeker's heart: pressed when the job is in their saved list, and a click saves or unsaves it at once. */
export default function SeekerSaveButton({ job, withText }: { job: JobCard; withText: boolean }) {
  const saved = useSavedJobs();
  const toggle = useToggleSaved();
  const isSaved = saved.jobs.some((savedJob) => savedJob.id === job.id);
  return <Heart job={job} withText={withText} saved={isSaved} onClick={() => toggle.mutate({ job, save: !isSaved })} />;
}
