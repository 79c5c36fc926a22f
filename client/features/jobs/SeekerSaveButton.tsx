import { useEffect } from 'react';
import type { JobCard } from '../../../worker/features/jobs/jobs.schemas';
import { takeArmedSave } from '../../lib/return-intent';
import { m } from '../../paraglide/messages';
import { useSavedJobs, useToggleSaved } from './saved-jobs';
import { Heart } from './Heart';

/**
 * A job seeker's heart: pressed when the job is in their saved list, and a click saves or unsaves it at once. A save
 * tapped before signing in is finished here, on the page the sign-in came back to, with a toast saying so.
 */
export default function SeekerSaveButton({ job, withText }: { job: JobCard; withText: boolean }) {
  const saved = useSavedJobs();
  const toggle = useToggleSaved();
  const isSaved = saved.jobs.some((savedJob) => savedJob.id === job.id);
  // Once: the armed save is taken by the first heart of this job to appear for the signed-in seeker.
  useEffect(() => {
    if (takeArmedSave(job.id)) toggle.mutate({ job, save: true, announce: m.job_saved_after_sign_in() });
  }, [job, toggle]);
  return <Heart job={job} withText={withText} saved={isSaved} onClick={() => toggle.mutate({ job, save: !isSaved })} />;
}
