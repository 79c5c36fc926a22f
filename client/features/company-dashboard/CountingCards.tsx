import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CountingData } from '../../../worker/features/dashboard/dashboard.schemas';
import { useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useQueryProblem } from '../../lib/company-problem';
import { formatCount } from '../../lib/dashboard-format';

const cards: Array<{ key: Exclude<keyof CountingData, 'credits_balance'>; label: () => string }> = [
  { key: 'open_jobs', label: m.dash_open_jobs },
  { key: 'total_applicants', label: m.dash_total_applicants },
  { key: 'new_this_week', label: m.dash_new_this_week },
  { key: 'upcoming_interviews', label: m.dash_upcoming_interviews },
  { key: 'hires', label: m.dash_hires },
];

/** The counting cards and the credits balance, whose ledger is on the jobs page. */
export function CountingCards() {
  const trpc = useTRPC();
  const locale = useLocale();
  const counts = useQuery(trpc.dashboard.counts.queryOptions());
  const problem = useQueryProblem(counts.error);
  const data = counts.data?.counts;
  const value = (number: number | undefined) => (number === undefined ? '–' : formatCount(number, locale));

  return (
    <section aria-labelledby="dash-cards" aria-busy={counts.isPending || undefined}>
      <h2 id="dash-cards" className="sr-only">
        {m.dash_cards_label()}
      </h2>
      {problem && (
        <p role="alert" className="mb-2 text-sm text-red-800">
          {problem.text}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        {cards.map((card) => (
          <div key={card.key} className="flex flex-col-reverse gap-1 rounded-xl border border-slate-200 bg-white p-4" data-testid={`count-${card.key}`}>
            <dt className="text-sm text-slate-700">{card.label()}</dt>
            <dd className={`text-2xl font-bold text-slate-900 ${data ? '' : 'motion-safe:animate-pulse'}`}>{value(data?.[card.key])}</dd>
          </div>
        ))}
        <div className="flex flex-col-reverse gap-1 rounded-xl border border-brand-100 bg-brand-50 p-4" data-testid="count-credits_balance">
          <dt className="flex flex-col gap-1 text-sm text-slate-700">
            {m.dash_credits()}
            <Link to="/company/jobs" className="min-h-6 font-semibold text-brand-800 underline">
              {m.dash_credits_link()}
            </Link>
          </dt>
          <dd className="text-2xl font-bold text-slate-900">{value(data?.credits_balance)}</dd>
        </div>
      </dl>
    </section>
  );
}
