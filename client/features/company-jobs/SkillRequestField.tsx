import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type ExistingSkillDetails, type OwnSkillRequest, skillNameMaxLength } from '../../../worker/features/skill-requests/skill-requests.schemas';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { problemOf, replyText } from '../../lib/server-errors';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';

interface Skill {
  id: number;
  name: string;
}

interface Props {
  /** The skill search's text, trimmed. */
  term: string;
  /** What the search found for it (undefined until it answered). */
  results: readonly Skill[] | undefined;
  pick: (skill: Skill) => void;
  chosenIds: ReadonlySet<number>;
  /** The job has as many skills as it may. */
  full: boolean;
  /** The saved job the request is asked for (none while a new posting is unsaved). */
  jobId: number | undefined;
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The skill a 409 `skill_exists` names (`details` of the tRPC error). */
function existingSkillOf(error: unknown): Skill | undefined {
  const data = error instanceof Error && 'data' in error ? (error.data as { details?: Partial<ExistingSkillDetails> } | undefined) : undefined;
  return data?.details?.skill;
}

const statusClass: Record<OwnSkillRequest['status'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  approved: 'bg-green-50 text-green-900',
  rejected: 'bg-slate-100 text-slate-700',
};

function statusText(request: OwnSkillRequest): string {
  if (request.status === 'approved') return m.cj_sr_status_approved({ skill: request.skill?.name ?? request.name });
  if (request.status === 'rejected') return m.cj_sr_status_rejected({ reason: request.reason ?? '' });
  return m.cj_sr_status_pending();
}

/**
 * Under the job editor's skill search (issue 25): a skill the list lacks can be asked for ("Ask us to add …"), and the
 * company's requests are listed with their answers; an approved one is added to the job with one press.
 */
export function SkillRequestField({ term, results, pick, chosenIds, full, jobId }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [existing, setExisting] = useState<Skill>();
  const titleId = useId();

  // Asked again whenever the field opens: an admin's answer arrives from elsewhere (its notification links back here),
  // and the app's 60-second freshness would show it still waiting, with a Withdraw the server then refuses.
  const requests = useQuery({ ...trpc.skillRequests.own.queryOptions({ limit: 20 }), staleTime: 0 });
  const own = requests.data?.skill_requests ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.skillRequests.own.queryKey() });
  const ask = useMutation(trpc.skillRequests.ask.mutationOptions());
  const withdraw = useMutation(trpc.skillRequests.withdraw.mutationOptions());

  // A skill approved since the search last asked: the search's cached answers must find it now.
  const approved = own
    .filter((request) => request.status === 'approved')
    .map((request) => request.id)
    .join(',');
  useEffect(() => {
    if (approved) void queryClient.invalidateQueries({ queryKey: trpc.lookups.skills.pathKey() });
  }, [approved, queryClient, trpc]);
  useEffect(() => setExisting(undefined), [term]);

  const offer =
    term !== '' &&
    term.length <= skillNameMaxLength &&
    results !== undefined &&
    !results.some((skill) => same(skill.name, term)) &&
    !own.some((request) => request.status === 'pending' && same(request.name, term));

  const send = async () => {
    try {
      await ask.mutateAsync({ name: term, job_id: jobId ?? null });
      toast.show('success', m.cj_sr_sent({ name: term }));
    } catch (failure) {
      const skill = existingSkillOf(failure);
      if (skill) setExisting(skill);
      else toast.show('error', problemOf(failure).text);
    }
    void refresh();
  };

  const takeBack = async (request: OwnSkillRequest) => {
    try {
      await withdraw.mutateAsync({ id: request.id });
      toast.show('success', replyText('skill_request_withdrawn') ?? m.cj_sr_withdraw());
    } catch (failure) {
      toast.show('error', problemOf(failure).text);
    }
    void refresh();
  };

  const addButton = (skill: Skill) =>
    !chosenIds.has(skill.id) && (
      <Button variant="secondary" className="min-h-9 px-3" disabled={full} onClick={() => pick(skill)}>
        {m.cj_sr_add({ name: skill.name })}
      </Button>
    );

  return (
    <div className="flex flex-col gap-3" data-testid="skill-requests">
      {existing ? (
        <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>{m.cj_sr_exists({ name: existing.name })}</span>
          {addButton(existing)}
        </div>
      ) : offer ? (
        <div>
          <button
            type="button"
            className="min-h-11 text-start text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:text-slate-400"
            disabled={ask.isPending}
            aria-busy={ask.isPending || undefined}
            onClick={() => void send()}
          >
            {m.cj_sr_ask({ name: term })}
          </button>
        </div>
      ) : (
        term === '' && <p className="text-xs text-slate-600">{m.cj_sr_ask_hint()}</p>
      )}
      {own.length > 0 && (
        <section aria-labelledby={titleId} className="flex flex-col gap-2">
          <h3 id={titleId} className="text-sm font-medium text-slate-800">
            {m.cj_sr_list_title()}
          </h3>
          <ul className="flex flex-col gap-2">
            {own.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <bdi className="font-medium">{request.name}</bdi>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusClass[request.status]}`}>{statusText(request)}</span>
                <span className="ms-auto flex flex-wrap gap-2">
                  {request.status === 'approved' && request.skill && addButton(request.skill)}
                  {request.status === 'pending' && (
                    <Button
                      variant="ghost"
                      className="min-h-9 px-3"
                      aria-label={m.cj_sr_withdraw_label({ name: request.name })}
                      disabled={withdraw.isPending}
                      onClick={() => void takeBack(request)}
                    >
                      {m.cj_sr_withdraw()}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
