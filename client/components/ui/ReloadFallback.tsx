import { m } from '../../paraglide/messages';

/**
 * What a failed part shows when the localised fallback's own code cannot be fetched (the connection dropped): one
 * button that loads the page again, which is also what a failed module download needs. Fixed at the bottom of the
 * screen, so it is seen wherever the failed part was.
 */
export function ReloadFallback() {
  return (
    <p role="alert" className="fixed inset-x-3 bottom-3 z-50 bg-white p-3 text-center shadow-xl">
      <button type="button" className="min-h-11 underline" onClick={() => location.reload()}>
        {m.boundary_retry()}
      </button>
    </p>
  );
}
