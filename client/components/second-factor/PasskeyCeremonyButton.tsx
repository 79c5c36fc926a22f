import { type ReactNode, useState } from 'react';
import { passkeyCancelled, passkeysAvailable } from '../../lib/passkeys';
import { problemOf, type ServerProblem } from '../../lib/server-errors';
import { Button } from '../ui/Button';

/**
 * A button that runs a passkey ceremony (the device's prompt between two calls). Closing the prompt is no error; a
 * refusal shows its message under the button, unless `onProblem` takes it. Hidden where the browser has no passkeys.
 */
export function PasskeyCeremonyButton({
  run,
  busy,
  onProblem,
  variant = 'secondary',
  children,
}: {
  run: () => Promise<unknown>;
  busy: boolean;
  onProblem?: (problem: ServerProblem) => boolean;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<string>();
  if (!passkeysAvailable()) return null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant={variant}
        busy={busy}
        onClick={() => {
          setProblem(undefined);
          run().catch((error: unknown) => {
            if (passkeyCancelled(error)) return;
            const found = problemOf(error);
            if (!onProblem?.(found)) setProblem(found.text);
          });
        }}
      >
        {children}
      </Button>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
    </div>
  );
}
