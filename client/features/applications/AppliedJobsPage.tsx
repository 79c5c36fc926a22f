import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type ApplicationTab, applicationTabs, type SeekerApplication } from '../../../worker/features/applications/applications.schemas';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { PdfViewerModal } from '../../components/PdfViewerModal';
import { ApplicationCard, applicationTitleId } from './ApplicationCard';
import { useConfirmedAction } from './confirmed-action';
import { tabLabel } from '../../lib/application-labels';
import { ListStates, SeekerPage } from './SeekerPages';
import { useApplications } from './seeker-api';
import { useViewerTimeZone } from '../../components/time-zone';

/** /myApplications/applied-Jobs: the seeker's applications by tab (in the address), a page at a time. */
export function AppliedJobsPage({ tab }: { tab: ApplicationTab }) {
  const list = useApplications(tab);
  const { zone } = useViewerTimeZone();
  const { ask, dialog } = useConfirmedAction();
  const [cvOf, setCvOf] = useState<SeekerApplication | null>(null);
  const applications = list.data?.pages.flatMap((page) => page.applications) ?? [];

  const askWithdraw = (application: SeekerApplication) =>
    ask({
      action: { kind: 'withdraw', applicationId: application.id },
      confirmation: {
        title: m.myapps_withdraw_title(),
        text: m.myapps_withdraw_text({ title: application.job.title, company: application.job.company.name }),
        confirm: m.myapps_withdraw_confirm(),
        tone: 'danger',
      },
      focusId: applicationTitleId(application.id),
    });

  return (
    <SeekerPage title={m.page_applied_jobs()}>
      <nav aria-label={m.myapps_tabs_label()}>
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {applicationTabs.map((each) => (
            <li key={each} className="shrink-0">
              <Link
                to="/myApplications/applied-Jobs"
                search={each === 'all' ? {} : { type: each }}
                aria-current={each === tab ? 'page' : undefined}
                className={`flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${
                  each === tab ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-brand-700'
                }`}
              >
                {tabLabel[each]()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ListStates
        query={list}
        empty={applications.length === 0}
        emptyText={tab === 'all' ? m.myapps_empty_all() : m.myapps_empty_tab({ tab: tabLabel[tab]() })}
      >
        <ul className="flex flex-col gap-4" aria-label={tabLabel[tab]()}>
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} zone={zone} onOpenCv={() => setCvOf(application)} onWithdraw={() => askWithdraw(application)} />
            </li>
          ))}
        </ul>
        {list.hasNextPage && (
          <Button variant="secondary" className="self-center" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {m.explore_load_more()}
          </Button>
        )}
      </ListStates>
      <PdfViewerModal cvId={null} fileUrl={cvOf?.cv.file_url} title={cvOf?.cv.title} onClose={() => setCvOf(null)} />
      {dialog}
    </SeekerPage>
  );
}
