import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/ui/Button';
import { registerServiceWorker } from '../../lib/offline/service-worker';
import { useOnline } from '../../lib/useOnline';
import { InstallOffer } from './InstallOffer';
import { m } from '../../paraglide/messages';

/**
 * What a signed-in reader gets for a bad line (issue 27): the service worker that keeps their pages and answers on
 * the device, a banner while offline (a state, not an error: the browser says so, or the worker found the network
 * gone), "Reload" when a new version is ready, and the offer to install Kar once it has earned it. Loaded with
 * the signed-in header's chunk: a visitor's first page carries none of it.
 */
export function OfflineSupport() {
  const online = useOnline();
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  useEffect(() => registerServiceWorker((apply) => setApplyUpdate(() => apply)), []);
  return createPortal(
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-center gap-2 p-3">
      {!online && (
        <p role="status" data-testid="offline-banner" className="pointer-events-auto max-w-xl rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
          {m.offline_banner()}
        </p>
      )}
      {applyUpdate && (
        <div
          role="status"
          data-testid="update-ready"
          className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-lg bg-white px-4 py-2 text-sm shadow-lg ring-1 ring-slate-200"
        >
          <span>{m.update_ready()}</span>
          <Button onClick={applyUpdate}>{m.update_reload()}</Button>
        </div>
      )}
      <InstallOffer />
    </div>,
    document.body,
  );
}
