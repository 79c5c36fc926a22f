import { Link, type LinkProps } from '@tanstack/react-router';
import { type ApplicationTab, applicationTabs, type SeekerStatus, seekerStatuses, seekerStatusOf, stagesOfTab } from '../../../db/schema/application-values';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { statusLabel } from '../../lib/application-labels';
import { ExploreJobsEmpty } from './SeekerPages';
import { problemOf } from '../../lib/server-errors';
import { useSeekerDashboard } from './seeker-api';

interface CountCard {
  key: string;
  label: string;
  count: number;
  link: Pick<LinkProps, 'to' | 'search' | 'hash'>;
}

function CountCards({ cards }: { cards: readonly CountCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {cards.map((card) => (
        <li key={card.key}>
          <Link
            {...card.link}
            className="flex h-full min-h-20 flex-col justify-between gap-1 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-700 hover:bg-brand-50"
            data-testid={`count-${card.key}`}
          >
            <span className="text-2xl font-bold text-slate-900">{card.count}</span>
            <span className="text-sm text-slate-700">{card.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Skeleton() {
  return (
    <div role="status" className="grid grid-cols-2 gap-3 md:grid-cols-5" data-testid="dashboard-counts-loading">
      <span className="sr-only">{m.loading()}</span>
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} aria-hidden="true" className="flex min-h-20 animate-pulse flex-col justify-between rounded-xl border border-slate-200 bg-white p-3">
          <div className="h-6 w-8 rounded bg-slate-200" />
          <div className="h-3 w-2/3 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

/** /dashboard's overview: the counts of GET /account/dashboard, each a way to the page that lists them. */
export function DashboardCounts() {
  const dashboard = useSeekerDashboard();
  const data = dashboard.data;
  return (
    <section aria-labelledby="dashboard-overview-title" className="flex flex-col gap-3" data-testid="dashboard-counts">
      <h2 id="dashboard-overview-title" className="text-lg font-semibold">
        {m.myapps_overview()}
      </h2>
      {dashboard.isPending ? (
        <Skeleton />
      ) : !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p>{problemOf(dashboard.error).text}</p>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            {m.cv_retry()}
          </Button>
        </div>
      ) : (
        <>
          <CountCards
            cards={[
              { key: 'applications', label: m.myapps_count_applications(), count: data.applications.total, link: { to: '/myApplications/applied-Jobs' } },
              { key: 'interviews', label: m.myapps_count_interviews(), count: data.upcoming_interviews, link: { to: '/myApplications/interviews' } },
              { key: 'offers', label: m.myapps_count_offers(), count: data.open_offers, link: { to: '/myApplications/offers' } },
              { key: 'cvs', label: m.myapps_count_cvs(), count: data.cvs, link: { to: '/dashboard', hash: 'my-cvs' } },
              { key: 'saved', label: m.myapps_count_saved(), count: data.saved_jobs, link: { to: '/dashboard', hash: 'saved-jobs-title' } },
            ]}
          />
          {data.applications.total === 0 ? (
            <ExploreJobsEmpty title={m.myapps_empty_all()} />
          ) : (
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-800">{m.myapps_by_status()}</h3>
              <ul className="flex flex-wrap gap-2" data-testid="dashboard-status-counts">
                {seekerStatuses.map((status) => (
                  <li key={status}>
                    <Link
                      to="/myApplications/applied-Jobs"
                      search={tabOfStatus(status)}
                      className="flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-100"
                    >
                      {statusLabel[status]()}
                      <span className="rounded-full bg-slate-100 px-2 font-semibold text-slate-900">{data.applications[status]}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The tab of /myApplications/applied-Jobs that lists applications in a status (the tabs' stages in the seeker's words). */
function tabOfStatus(status: SeekerStatus): { type?: ApplicationTab } {
  const type = applicationTabs.find((tab) => tab !== 'all' && stagesOfTab[tab].some((stage) => seekerStatusOf[stage] === status));
  return type ? { type } : {};
}
