import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';
import { useSession } from '../../lib/session';
import type { JobFilters } from '../../lib/job-search-params';

// The dialog (and for visitors the robot check) loads on the first press: the search page's first load stays as it was.
const CreateAlertDialog = lazy(() => import('./CreateAlertDialog'));

/** "Create alert" beside the results of /explore-jobs: for job seekers and visitors (companies do not look for jobs). */
export function CreateAlertButton({ filters }: { filters: JobFilters }) {
  const { user, isLoading } = useSession();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (isLoading || (user && user.type !== 'account')) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="create-alert"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {m.al_create_button()}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CreateAlertDialog open={open} onClose={() => setOpen(false)} filters={filters} signedIn={Boolean(user)} />
        </Suspense>
      )}
    </>
  );
}
