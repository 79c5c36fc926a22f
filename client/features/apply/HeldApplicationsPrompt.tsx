import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { useDeviceStore } from '../../lib/offline/device-store';
import { replyText } from '../../lib/server-errors';
import { useOnline } from '../../lib/useOnline';
import { m } from '../../paraglide/messages';
import { sendApplication } from './apply-api';
import { heldApplications } from './held-applications';

/**
 * Back online, the seeker confirms each application they finished offline before it is sent (issue 27). One the
 * server can never take (the job closed, they had applied already) goes, with the server's reason; one that could not
 * reach the server stays for the next try.
 */
export function HeldApplicationsPrompt({ userId }: { userId: number }) {
  const store = heldApplications(userId);
  const held = useDeviceStore(store);
  const online = useOnline();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<string>();
  const waiting = Object.entries(held);
  if (!online || waiting.length === 0) return null;

  const forget = (jobId: string) => store.set((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== jobId)));
  const send = async (jobId: string) => {
    const application = held[jobId];
    if (!application) return;
    setSending(jobId);
    const outcome = await sendApplication(application.fields, undefined, () => undefined);
    setSending(undefined);
    if (outcome.ok) {
      forget(jobId);
      toast.show('success', replyText(outcome.code) ?? m.reply_application_submitted());
      void queryClient.invalidateQueries();
      return;
    }
    toast.show('error', Object.values(outcome.problem.fields)[0] ?? outcome.problem.text);
    if (outcome.problem.code !== 'network' && outcome.problem.status < 500 && outcome.problem.status !== 429) forget(jobId);
  };

  // Into the page's body: the header that renders it folds away on phones.
  return createPortal(
    <section
      aria-labelledby="held-applications-title"
      data-testid="held-applications"
      className="fixed inset-x-0 bottom-0 z-40 mx-auto flex max-w-xl flex-col gap-3 rounded-t-xl bg-white p-4 text-sm shadow-lg ring-1 ring-slate-200"
    >
      <h2 id="held-applications-title" className="text-base font-bold">
        {m.apply_held_title()}
      </h2>
      {waiting.map(([jobId, application]) => (
        <div key={jobId} className="flex flex-col gap-2">
          <p>{m.apply_held_text({ title: application.jobTitle, company: application.companyName })}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void send(jobId)} busy={sending === jobId} disabled={sending !== undefined}>
              {m.apply_held_send()}
            </Button>
            <Button variant="secondary" onClick={() => forget(jobId)} disabled={sending !== undefined}>
              {m.apply_held_discard()}
            </Button>
          </div>
        </div>
      ))}
    </section>,
    document.body,
  );
}
