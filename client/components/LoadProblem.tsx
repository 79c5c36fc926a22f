import { Button } from './ui/Button';
import { problemOf } from '../lib/server-errors';
import { m } from '../paraglide/messages';

/**
 * A read that failed, in the reader's words, with a retry. A chunk of its own (the pages load it lazily): the
 * server's texts come only when a read fails.
 */
export default function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p>{problemOf(error).text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {m.cv_retry()}
      </Button>
    </div>
  );
}
