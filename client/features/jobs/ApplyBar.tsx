import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { Button } from '../../components/ui/Button';
import { directionOf } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { useApplyAction } from './apply-action';

/**
 * Apply within a thumb's reach on phones (issue 23). Sticky, not fixed: it rides the bottom of the screen while the
 * job is read and settles below the job's last section at the end, so it never hides text for good and needs no
 * padding guessed for it. Wider screens keep the header's Apply, always near.
 */
export function ApplyBar({ job }: { job: PublicJob }) {
  const { canApply, apply } = useApplyAction(job);
  if (!canApply || !job.is_open) return null;
  return (
    <section
      aria-label={m.job_apply_bar()}
      data-testid="apply-bar"
      className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow sm:hidden"
    >
      <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900" lang={job.language} dir={directionOf(job.language)}>
        {job.title}
      </p>
      <Button onClick={apply} className="shrink-0">
        {m.job_apply()}
      </Button>
    </section>
  );
}
