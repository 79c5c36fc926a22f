import { useEffect, useId, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import { problemOf, replyText } from '../../lib/server-errors';
import { m } from '../../paraglide/messages';
import type { useSecondFactors } from './security-api';

type Calls = ReturnType<typeof useSecondFactors>;

/** A company's choice to never be entered on a password alone (turning it on needs the app set up first). */
export function RequiredSwitch({ required, setRequired }: { required: boolean; setRequired: Calls['setRequired'] }) {
  const toast = useToast();
  const id = useId();
  // The choice shows at once; it stays until the account's state (read again after the save) agrees, or the save fails.
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    if (wanted === required) setWanted(null);
  }, [wanted, required]);
  return (
    <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={wanted ?? required}
        aria-busy={setRequired.isPending || undefined}
        onChange={(event) => {
          const choice = event.target.checked;
          setWanted(choice);
          setRequired.mutate(
            { required: choice },
            {
              onSuccess: ({ code }) => toast.show('success', replyText(code) ?? ''),
              onError: (error) => {
                setWanted(null);
                toast.show('error', problemOf(error).text);
              },
            },
          );
        }}
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {m.security_required_label()}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {m.security_required_hint()}
        </p>
      </div>
    </div>
  );
}
