import { lazy, Suspense, useState } from 'react';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { Button } from '../../components/ui/Button';
import { m } from '../../paraglide/messages';

/**
 * WhatsApp, Telegram and Viber (issue 28), beside the device's own share sheet: the job page's first load carries
 * only this button, and the dialog with the apps' links loads when it is pressed (the dialog returns focus here
 * when it goes).
 */
const ShareInAppsDialog = lazy(() => import('./ShareInAppsDialog'));

export function ShareInAppsButton({ job }: { job: PublicJob }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="share-in-apps">
        {m.share_in_apps()}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareInAppsDialog job={job} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
