import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { Button } from '../../components/ui/Button';
import { directionOf } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { secondaryLinkClass } from '../../components/ui/link-styles';

export interface WizardFrameProps {
  job: PublicJob;
  /** The page's own heading ("Apply for this job", "Apply without an account"). */
  title: string;
  /** Every step's name, in order. */
  steps: readonly string[];
  /** 0-based. */
  current: number;
  children: ReactNode;
  /** The step's buttons (Back, Next or Submit). */
  actions: ReactNode;
}

/**
 * What both apply wizards look like: the job being applied for, the steps with the current one marked, the step's
 * heading (focus moves to it when the step changes, so a screen reader starts reading the new step there), the
 * step's fields and its buttons.
 */
export function WizardFrame({ job, title, steps, current, children, actions }: WizardFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    heading.current?.focus();
  }, [current]);

  return (
    <section aria-labelledby="apply-title" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 id="apply-title" className="text-2xl font-bold">
          {title}
        </h1>
        <p className="text-sm text-slate-700">
          <Link
            to="/jobs/$id"
            params={{ id: String(job.id) }}
            className="font-semibold text-brand-700 hover:underline"
            lang={job.language}
            dir={directionOf(job.language)}
          >
            {job.title}
          </Link>{' '}
          · <bdi>{job.company.name}</bdi>
        </p>
      </header>
      <ol aria-label={m.apply_steps_label()} className="flex flex-wrap gap-2 text-xs">
        {steps.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-full border px-3 py-1 font-semibold ${
              index === current
                ? 'border-brand-700 bg-brand-700 text-white'
                : index < current
                  ? 'border-emerald-600 bg-emerald-50 text-emerald-900'
                  : 'border-slate-300 bg-white text-slate-700'
            }`}
          >
            <span aria-hidden="true">{index < current ? '✓' : index + 1}</span>
            <span>{name}</span>
            {index < current && <span className="sr-only">{m.apply_step_done()}</span>}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold text-slate-600">{m.apply_step_of({ step: current + 1, total: steps.length })}</p>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none" data-testid="apply-step-heading">
            {steps[current]}
          </h2>
        </div>
        {children}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">{actions}</div>
      </div>
    </section>
  );
}

/** A step's own message (nothing chosen, a refused CV, a server answer), read out and focusable. */
export function StepMessage({ text, children }: { text: string | undefined; children?: ReactNode }) {
  if (!text) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      data-step-alert
      className="flex flex-col gap-1 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      <p>{text}</p>
      {children}
    </div>
  );
}

export interface WizardActionsProps {
  jobId: number;
  current: number;
  busy: boolean;
  nextLabel: string;
  nextDisabled?: boolean;
  onBack(): void;
  onNext(): void;
}

/** A wizard step's buttons: Cancel back to the job on the first step, Back on the others, and Next or Submit. */
export function WizardActions({ jobId, current, busy, nextLabel, nextDisabled, onBack, onNext }: WizardActionsProps) {
  return (
    <>
      {current === 0 ? (
        <Link to="/jobs/$id" params={{ id: String(jobId) }} className={secondaryLinkClass}>
          {m.button_cancel()}
        </Link>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          {m.apply_back()}
        </Button>
      )}
      <Button onClick={onNext} busy={busy} disabled={nextDisabled} data-testid="apply-next">
        {nextLabel}
      </Button>
    </>
  );
}
