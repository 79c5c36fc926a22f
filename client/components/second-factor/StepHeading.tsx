import { type ReactNode, useEffect, useRef } from 'react';

export type HeadingLevel = 2 | 3;

/**
 * A step's title. With `focusOnMount` it takes focus when the step appears, so that a screen reader announces the
 * new step and the keyboard starts from its top (the step replaced what had focus).
 */
export function StepHeading({ level, focusOnMount = false, id, children }: { level: HeadingLevel; focusOnMount?: boolean; id?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag
      ref={ref}
      id={id}
      tabIndex={-1}
      className={`font-bold outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${level === 2 ? 'text-xl' : 'text-lg'}`}
    >
      {children}
    </Tag>
  );
}

/** A step's own message (a refused code, a lost connection): read out at once and focusable. */
export function StepProblem({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" tabIndex={-1} data-step-alert className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {text}
    </p>
  );
}
