import { useQuery } from '@tanstack/react-query';
import { formatDay } from '../../lib/dates';
import { useLocale } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';
import { m } from '../../paraglide/messages';
import { useQueryProblem } from '../../lib/company-problem';

/** The company's publishing credits, with the latest movements behind a disclosure. */
export function CreditPanel() {
  const trpc = useTRPC();
  const locale = useLocale();
  const credits = useQuery(trpc.credits.get.queryOptions());
  const problem = useQueryProblem(credits.error);
  // An admin's grant carries the admin's own words, which are not translated: the kind of movement is shown instead.
  const reasonText = (reason: string, amount: number) =>
    reason === 'publish'
      ? m.cj_ledger_spent()
      : reason === 'starting_grant'
        ? m.cj_ledger_starting()
        : amount < 0
          ? m.cj_ledger_removed()
          : m.cj_ledger_added();

  return (
    <section aria-labelledby="credit-heading" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="credit-heading" className="text-sm font-medium text-slate-600">
        {m.cj_credits_title()}
      </h2>
      {credits.data ? (
        <>
          <p className="text-2xl font-bold" data-testid="credit-balance" data-balance={credits.data.balance}>
            {m.cj_credits_balance({ balance: credits.data.balance })}
          </p>
          <details className="text-sm">
            <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-700">{m.cj_ledger_title()}</summary>
            {credits.data.ledger.length === 0 ? (
              <p className="text-slate-600">{m.cj_ledger_empty()}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-100">
                {credits.data.ledger.map((entry) => (
                  <li key={`${entry.at}-${entry.job_id ?? ''}-${entry.amount}`} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>{reasonText(entry.reason, entry.amount)}</span>
                    <span dir="ltr" className={entry.amount < 0 ? 'text-red-700' : 'text-emerald-800'}>
                      {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
                    </span>
                    <span className="text-slate-600">{formatDay(entry.at.slice(0, 10), locale)}</span>
                  </li>
                ))}
              </ul>
            )}
          </details>
        </>
      ) : (
        <p className="text-sm text-slate-600">{problem ? problem.text : m.loading()}</p>
      )}
    </section>
  );
}
