import type { ReactNode } from 'react';

/** One part of the company profile page: a titled card, red-edged for the danger zone. */
export function ProfileSection({
  id,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-4 rounded-xl border bg-white p-4 sm:p-6 ${danger ? 'border-red-300' : 'border-slate-200'}`}>
      <div className="flex flex-col gap-1">
        <h2 id={id} className={`text-lg font-bold ${danger ? 'text-red-800' : 'text-slate-900'}`}>
          {title}
        </h2>
        {description && <p className="text-sm text-slate-700">{description}</p>}
      </div>
      {children}
    </section>
  );
}
