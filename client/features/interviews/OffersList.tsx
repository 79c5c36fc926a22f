import { useState } from 'react';
import type { CompanyOffer } from '../../../worker/features/interviews/interviews.schemas';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';
import { calendarWords, formatDay } from '../../lib/dates';
import { formatMoney } from '../../lib/formats';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { defaultTimeZone, zonedDay } from '../../lib/zoned-time';
import { useCompanyProblem } from '../../lib/company-problem';
import { useApplicationOffers, useHiringWrites } from './interviews-api';
import { ListStates } from '../../components/ListStates';

const statusText: Record<CompanyOffer['status'], () => string> = {
  pending: () => m.iv_offer_status_pending(),
  accepted: () => m.iv_offer_status_accepted(),
  declined: () => m.iv_offer_status_declined(),
  withdrawn: () => m.iv_offer_status_withdrawn(),
  expired: () => m.iv_offer_status_expired(),
};
const statusTone: Record<CompanyOffer['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
};

function OfferCard({ offer, onWithdraw }: { offer: CompanyOffer; onWithdraw: () => void }) {
  const locale = useLocale();
  const words = calendarWords(locale);
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="company-offer">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold" dir="auto">
          {offer.title}
        </p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[offer.status]}`}>{statusText[offer.status]()}</span>
      </div>
      <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3">
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">{m.iv_offer_salary()}</dt>
          <dd className="text-sm font-semibold">{formatMoney(offer.salary, offer.salary_currency, locale)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">{m.iv_offer_start()}</dt>
          <dd className="text-sm font-semibold">{formatDay(offer.start_date, locale)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-600">{m.iv_offer_expires()}</dt>
          <dd className="text-sm font-semibold">{zonedDay(offer.expires_at, defaultTimeZone, words)}</dd>
        </div>
      </dl>
      {offer.status === 'pending' && (
        <Button variant="ghost" className="self-start text-red-800 hover:bg-red-50" onClick={onWithdraw}>
          {m.iv_offer_withdraw()}
        </Button>
      )}
    </article>
  );
}

/** One application's offers for the applicant panel, newest first; an open one can be withdrawn. */
export function OffersList({ applicationId, applicantName, headingLevel = 3 }: { applicationId: number; applicantName: string; headingLevel?: 2 | 3 | 4 }) {
  const offers = useApplicationOffers(applicationId);
  const { withdrawOffer } = useHiringWrites();
  const toast = useToast();
  const showProblem = useCompanyProblem();
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const list = offers.data ?? [];
  const Heading = `h${headingLevel}` as const;

  const confirm = async () => {
    if (withdrawing === null) return;
    try {
      await withdrawOffer.mutateAsync({ id: withdrawing });
      toast.show('success', m.reply_offer_withdrawn());
    } catch (error) {
      showProblem(error);
    }
    setWithdrawing(null);
  };

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`offers-of-${applicationId}`}>
      <Heading id={`offers-of-${applicationId}`} className="text-base font-bold">
        {m.iv_offers_title()}
      </Heading>
      <ListStates query={offers} empty={list.length === 0} emptyText={m.iv_offers_empty()} rows={1}>
        <ul className="flex flex-col gap-3">
          {list.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} onWithdraw={() => setWithdrawing(offer.id)} />
            </li>
          ))}
        </ul>
      </ListStates>
      <ConfirmDialog
        confirmation={
          withdrawing !== null
            ? { title: m.iv_withdraw_title(), text: m.iv_withdraw_text({ name: applicantName }), confirm: m.iv_offer_withdraw(), tone: 'danger' }
            : null
        }
        busy={withdrawOffer.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
