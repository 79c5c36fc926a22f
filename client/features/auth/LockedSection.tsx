import type { ReactNode } from 'react';
import { m } from '../../paraglide/messages';

/** The part of a sign-up form that waits for the e-mail: blurred, unreachable by keyboard, and saying why. */
export function LockedSection({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <div className="relative">
      <div inert={locked} aria-hidden={locked || undefined} className={locked ? 'pointer-events-none select-none blur-sm' : ''}>
        {children}
      </div>
      {locked && (
        <p role="status" className="absolute inset-x-0 top-8 mx-auto w-fit rounded-lg bg-white/95 px-4 py-2 text-sm font-semibold text-slate-800 shadow">
          {m.email_verify_first()}
        </p>
      )}
    </div>
  );
}
