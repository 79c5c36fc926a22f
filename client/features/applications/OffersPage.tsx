import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { SeekerOffer } from '../../../worker/features/applications/applications.schemas';
import { Button } from '../../components/ui/Button';
import { UserText } from '../../components/ui/UserText';
import { calendarWords, formatDay } from '../../lib/dates';
import { formatMoney } from '../../lib/formats';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { CompanyLogo } from '../../components/CompanyLogo';
import { useConfirmedAction } from './confirmed-action';
import { offerStatusLabel } from '../../lib/application-labels';
import { ListStates, SeekerPage } from './SeekerPages';
import { useOffers } from './seeker-api';
import { useViewerTimeZone } from '../../components/time-zone';
import { zonedDay } from '../../lib/zoned-time';

const offerTitleId = (id: number) => `offer-${id}-title`;

const statusTone: Record<SeekerOffer['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function OfferCard({ offer, zone, onAnswer }: { offer: SeekerOffer; zone: string; onAnswer: (answer: 'accept' | 'decline') => void }) {
  const locale = useLocale();
  const words = calendarWords(locale);
  // 'YYYY-MM-DD' is a calendar day already; an instant is read on the viewer's calendar.
  const expires = offer.expires_at.length > 10 ? zonedDay(offer.expires_at, zone, words) : formatDay(offer.expires_at, locale);
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="offer-card">
      <div className="flex items-start gap-3">
        <CompanyLogo company={offer.company} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={offerTitleId(offer.id)} tabIndex={-1} className="text-base font-bold focus:outline-2 focus:outline-brand-700" dir="auto">
            {offer.title}
          </h2>
          <p className="text-sm text-slate-700" dir="auto">
            {offer.company.name}
          </p>
          <p className="text-sm text-slate-700">
            {m.myapps_offer_for()}{' '}
            <Link to="/jobs/$id" params={{ id: String(offer.job.id) }} className="font-semibold text-brand-800 underline" dir="auto">
              {offer.job.title}
            </Link>
          </p>
          <p>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[offer.status]}`}>{offerStatusLabel[offer.status]()}</span>
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
        <Fact label={m.myapps_offer_salary()}>{formatMoney(offer.salary, offer.salary_currency, locale)}</Fact>
        <Fact label={m.myapps_offer_start()}>{formatDay(offer.start_date, locale)}</Fact>
        <Fact label={m.myapps_offer_expires()}>{expires}</Fact>
      </dl>
      {offer.message && <UserText className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800" text={offer.message} />}
      {offer.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onAnswer('accept')}>{m.myapps_offer_accept()}</Button>
          <Button variant="secondary" onClick={() => onAnswer('decline')}>
            {m.myapps_offer_decline()}
          </Button>
        </div>
      )}
    </article>
  );
}

/** /myApplications/offers: the offers companies made, answered here; an expired or answered one says so. */
export function OffersPage() {
  const offers = useOffers();
  const { zone } = useViewerTimeZone();
  const { ask, dialog } = useConfirmedAction();
  const list = offers.data ?? [];

  const askAnswer = (offer: SeekerOffer, answer: 'accept' | 'decline') => {
    const names = { title: offer.title, company: offer.company.name };
    ask({
      action: { kind: answer, offerId: offer.id },
      confirmation:
        answer === 'accept'
          ? { title: m.myapps_offer_accept_title(), text: m.myapps_offer_accept_text(names), confirm: m.myapps_offer_accept(), tone: 'primary' }
          : { title: m.myapps_offer_decline_title(), text: m.myapps_offer_decline_text(names), confirm: m.myapps_offer_decline(), tone: 'danger' },
      focusId: offerTitleId(offer.id),
    });
  };

  return (
    <SeekerPage title={m.page_my_offers()}>
      <ListStates query={offers} empty={list.length === 0} emptyText={m.myapps_offers_empty()}>
        <ul className="flex flex-col gap-4" aria-label={m.page_my_offers()}>
          {list.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} zone={zone} onAnswer={(answer) => askAnswer(offer, answer)} />
            </li>
          ))}
        </ul>
      </ListStates>
      {dialog}
    </SeekerPage>
  );
}
