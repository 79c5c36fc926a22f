import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProgramKind } from '../../../db/schema/program-values';
import type { ProgramView } from '../../../worker/features/programs/programs.schemas';
import { directionOf, localeLabels, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { SanitisedHtml } from '../../components/SanitisedHtml';
import { idParam, QueryPage } from '../../components/page-states';
import { categoryLabel, kindWords, momentText, seatsText, whenText } from './program-format';
import { useProgramItem } from './programs-api';
import { RegistrationButton } from './RegistrationButton';

/** /programs/$id and /events/$id: one item as anyone may read it, with register or cancel for a seeker. */
export function ProgramPage({ kind, id }: { kind: ProgramKind; id: string }) {
  const itemId = idParam(id);
  const query = useProgramItem(kind, itemId);
  return (
    <QueryPage query={query} valid={itemId > 0}>
      {(item) => <ProgramDetails item={item} />}
    </QueryPage>
  );
}

function ProgramDetails({ item }: { item: ProgramView }) {
  const locale = useLocale();
  const seats = seatsText(item.seats_left);
  const facts: [string, ReactNode][] = [
    [m.pe_field_when(), `${whenText(item.starts_at, item.ends_at, locale)} — ${m.pe_baghdad_time()}`],
    ...(item.place ? [[m.pe_field_place(), item.place] as [string, ReactNode]] : []),
    ...(item.online_url
      ? [
          [
            m.pe_field_online_url(),
            <a key="link" href={item.online_url} dir="ltr" className="break-all text-brand-700 underline" rel="noopener noreferrer" target="_blank">
              {item.online_url}
            </a>,
          ] as [string, ReactNode],
        ]
      : []),
    [m.pe_field_language(), localeLabels[item.language]],
    [m.pe_registration_closes(), momentText(item.registration_closes_at, locale)],
    ...(seats ? [[m.pe_field_capacity(), seats] as [string, ReactNode]] : []),
  ];
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6" data-testid="program-page">
      <Link to={kindWords[item.kind].path} className="self-start text-sm font-semibold text-brand-700 hover:underline">
        {m.pe_back_to_list({ list: kindWords[item.kind].title() })}
      </Link>
      {item.image_url && <img src={item.image_url} alt="" className="aspect-[2/1] w-full rounded-xl bg-slate-100 object-cover" />}
      <header className="flex flex-col gap-2">
        <p className="self-start rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{categoryLabel[item.category]()}</p>
        <h1 className="text-2xl font-bold" lang={item.language} dir={directionOf(item.language)}>
          {item.title}
        </h1>
      </header>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div data-testid="registration-actions">
        <RegistrationButton item={item} />
      </div>
      {item.description && <SanitisedHtml html={item.description} lang={item.language} dir={directionOf(item.language)} />}
    </article>
  );
}
