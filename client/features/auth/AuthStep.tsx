import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog, type DialogProps } from '../../components/ui/Dialog';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';

/** The first thing a person has to fix in `container`: an invalid field in reading order, else the step's alert. */
function firstProblem(container: HTMLElement | null): HTMLElement | null {
  if (!container) return null;
  const candidates = [...container.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-step-alert]')];
  return candidates.find((element) => !element.closest('[inert]')) ?? null;
}

/**
 * After an attempt, moves focus to what went wrong and scrolls it into view (a long dialog's first errors are
 * above its submit button). `reveal()` schedules it for after the render that shows the errors.
 */
export function useRevealProblem<T extends HTMLElement>(): { ref: RefObject<T | null>; reveal: () => void } {
  const ref = useRef<T>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    const target = firstProblem(ref.current);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }, [attempts]);
  const reveal = useCallback(() => setAttempts((count) => count + 1), []);
  return { ref, reveal };
}

/** A step's own message (a refused login, a throttle, a server error), read out and focusable. */
export function StepAlert({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" tabIndex={-1} data-step-alert className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {text}
    </p>
  );
}

export interface AuthStepProps {
  /** Runs the step; errors it sets are revealed once it settles. */
  onSubmit: () => Promise<unknown> | void;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean | undefined;
  /** The step's message that belongs to no field. */
  error?: string | undefined;
  /** Buttons before the submit button (Cancel, Edit). */
  otherActions?: ReactNode;
  /** A lone submit button as wide as the form. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * One step of an account flow (log in, each sign-up, each forgot-password step, the new password): a form that
 * the browser does not validate, its fields, its own message, its buttons, and focus on the first problem after
 * an attempt.
 */
export function AuthStep({ onSubmit, submitLabel, submitting, submitDisabled, error, otherActions, wide = false, children }: AuthStepProps) {
  const { ref, reveal } = useRevealProblem<HTMLFormElement>();
  return (
    <form
      ref={ref}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void Promise.resolve(onSubmit()).finally(reveal);
      }}
    >
      {children}
      <StepAlert text={error} />
      <div className={`flex flex-wrap justify-end gap-2 ${wide ? '[&>*]:flex-1' : ''}`}>
        {otherActions}
        <Button type="submit" busy={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** An account dialog: the language can be changed without leaving it (the page behind is inert). */
export function AuthDialog(props: Omit<DialogProps, 'headerExtra'>) {
  return <Dialog {...props} headerExtra={<LanguageSwitcher />} />;
}
