import { m } from '../../paraglide/messages';
import { Button } from './Button';

/**
 * "Something went wrong" with Try again, in the reader's language: what a failed part of a page shows instead.
 * `onClose` adds a Close button where the failed part was something to dismiss (a dialog that could not open).
 */
export function ErrorFallback({ retry, onClose, className = '' }: { retry: () => void; onClose?: () => void; className?: string }) {
  return (
    <div
      role="alert"
      data-testid="error-fallback"
      className={`mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-900 ${className}`}
    >
      <h2 className="text-lg font-bold">{m.boundary_title()}</h2>
      <p className="text-sm">{m.boundary_text()}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={retry}>
          {m.boundary_retry()}
        </Button>
        {onClose && (
          <Button variant="ghost" onClick={onClose}>
            {m.dialog_close()}
          </Button>
        )}
      </div>
    </div>
  );
}
