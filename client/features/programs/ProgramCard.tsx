import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProgramView } from '../../../worker/features/programs/programs.schemas';
import { directionOf, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { categoryLabel, seatsText, whenText } from './program-format';

/** One program or event in a list: its page is the title's link. */
export function ProgramCard({ item, extra }: { item: ProgramView; extra?: ReactNode }) {
  const locale = useLocale();
  const seats = seatsText(item.seats_left);
  const where = [item.place, item.online_url ? m.pe_online() : null].filter(Boolean).join(' · ');
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="program-card">
      {item.image_url && <img src={item.image_url} alt="" loading="lazy" className="aspect-[2/1] w-full bg-slate-100 object-cover" />}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="self-start rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{categoryLabel[item.category]()}</p>
        <h3 className="text-base font-bold" lang={item.language} dir={directionOf(item.language)}>
          <Link to={item.kind === 'event' ? '/events/$id' : '/programs/$id'} params={{ id: String(item.id) }} className="text-brand-800 hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">{whenText(item.starts_at, item.ends_at, locale)}</p>
        {where && <p className="text-sm text-slate-700">{where}</p>}
        <p className="mt-auto flex flex-wrap gap-x-3 text-xs text-slate-600">
          {item.registered && <span className="font-semibold text-emerald-800">{m.pe_registered()}</span>}
          {seats && <span>{seats}</span>}
        </p>
        {extra}
      </div>
    </article>
  );
}
