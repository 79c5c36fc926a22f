import { Link } from '@tanstack/react-router';
import { m } from '../../paraglide/messages';

/** The seeker's dashboard points to the alert settings (the page also opens from every alert mail). */
export function AlertsLink() {
  return (
    <section
      aria-labelledby="alerts-link-title"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="alerts-link-title" className="text-lg font-semibold">
          {m.al_page_title()}
        </h2>
        <p className="text-sm text-slate-600">{m.al_dashboard_text()}</p>
      </div>
      <Link
        to="/dashboard/alerts"
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        data-testid="alerts-link"
      >
        {m.al_dashboard_manage()}
      </Link>
    </section>
  );
}
