import { useQueryClient } from '@tanstack/react-query';
import type { ApplicantsPage } from '../../../worker/features/pipeline/pipeline.schemas';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useFillConfirmation } from './FillConfirmation';

const fillable = new Set(['published', 'paused', 'expired', 'closed']);

/**
 * Once hires reach the job's openings the company is asked whether the job is filled (it then takes no more
 * applicants), and confirms it; a filled job says so and offers to reopen it.
 */
export function FilledPrompt({ job }: { job: ApplicantsPage['job'] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.pipeline.applicants.pathKey() });
  const filling = useFillConfirmation(refresh);
  const { actions } = filling;
  if (job.state === 'filled')
    return (
      <section className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4" aria-labelledby="filled-notice">
        <p id="filled-notice" className="min-w-0 flex-1 text-sm text-slate-900">
          {m.pl_filled_notice()}
        </p>
        <Button
          variant="secondary"
          busy={actions.busy}
          onClick={async () => {
            if ((await actions.move(job.id, 'reopen')).ok) await refresh();
          }}
        >
          {m.cj_action_reopen()}
        </Button>
      </section>
    );
  if (job.hires < job.openings || !fillable.has(job.state)) return null;
  return (
    <section className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4" aria-labelledby="filled-prompt">
      <p id="filled-prompt" className="min-w-0 flex-1 text-sm text-emerald-950">
        {m.pl_filled_prompt({ hires: job.hires, openings: job.openings })}
      </p>
      <Button disabled={actions.busy} onClick={() => filling.ask(job)}>
        {m.pl_mark_filled()}
      </Button>
      {filling.dialog}
    </section>
  );
}
