import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M3 7h18M6 7V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v2M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12" />
      </svg>
      <p className="font-semibold text-slate-800">{title}</p>
      {description && <p className="max-w-prose text-sm text-slate-600">{description}</p>}
      {action}
    </div>
  );
}
