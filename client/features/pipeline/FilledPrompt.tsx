import { useQueryClient } from '@tanstack/react-query';
import type { ApplicantsPage } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useJobActions } from '../company-jobs/useJobActions';

const fillable = new Set(['published', 'paused', 'expired', 'closed']);

/** Once hires reach the job's openings the company is asked whether the job is filled (it then takes no more applicants). */
export function FilledPrompt({ job }: { job: ApplicantsPage['job'] }) {
  const actions = useJobActions();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  if (job.hires < job.openings || !fillable.has(job.state)) return null;
  return (
    <section className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4" aria-labelledby="filled-prompt">
      <p id="filled-prompt" className="flex-1 text-sm text-emerald-950">
        {m.pl_filled_prompt({ hires: job.hires, openings: job.openings })}
      </p>
      <Button
        disabled={actions.busy}
        onClick={async () => {
          const outcome = await actions.move(job.id, 'fill');
          if (outcome.ok) await queryClient.invalidateQueries({ queryKey: trpc.pipeline.applicants.pathKey() });
        }}
      >
        {m.pl_mark_filled()}
      </Button>
    </section>
  );
}
